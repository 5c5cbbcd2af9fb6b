import { describe, expect, it } from 'vitest';
import { directionsHref, placeMap } from './place-map';

const kolkata = { lat: 22.5726, lng: 88.3639 };
const mumbai = { lat: 19.076, lng: 72.8777 };
const delhi = { lat: 28.6139, lng: 77.209 };

describe('placeMap', () => {
  it('puts places where they are relative to each other', () => {
    const east = placeMap(kolkata).point!;
    const west = placeMap(mumbai).point!;
    const north = placeMap(delhi).point!;
    expect(east.x).toBeGreaterThan(west.x);
    expect(north.y).toBeLessThan(east.y);
    expect(north.y).toBeLessThan(west.y);
  });

  it('keeps the point inside the picture and draws the outline', () => {
    for (const width of [120, 160, 320]) {
      const map = placeMap(kolkata, width);
      expect(map.width).toBe(width);
      expect(map.height).toBeGreaterThan(width); // India is taller than wide on a Mercator map
      expect(map.point!.x).toBeGreaterThan(0);
      expect(map.point!.x).toBeLessThan(width);
      expect(map.point!.y).toBeGreaterThan(0);
      expect(map.point!.y).toBeLessThan(map.height);
      expect(map.outline).toMatch(/^M\d+ \d+L/);
    }
  });

  it('is light: the whole outline in a few kilobytes', () => {
    expect(placeMap(kolkata).outline.length).toBeLessThan(5000);
  });

  it('has no point for coordinates outside India or missing', () => {
    expect(placeMap({ lat: 51.5, lng: -0.12 }).point).toBeNull();
    expect(placeMap({ lat: Number.NaN, lng: 88 }).point).toBeNull();
  });
});

describe('directionsHref', () => {
  it('opens the route to the coordinates in the map app', () => {
    expect(directionsHref(kolkata)).toBe('https://www.google.com/maps/dir/?api=1&destination=22.5726,88.3639');
    expect(directionsHref({ lat: 12.123456789, lng: 77.1 })).toBe('https://www.google.com/maps/dir/?api=1&destination=12.123457,77.1');
  });
});
