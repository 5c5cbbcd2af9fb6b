import { describe, expect, it } from 'vitest';
import { type Box, OUTLINE_MIN_VIEW_KM, ROUTE_MAP_ASPECT, overlaps, routeMapLayout } from './route-map';

/** A point by its latitude and longitude. */
const at = (lat: number, lng: number) => ({ lat, lng });

const trips = {
  'Howrah Station → Salt Lake': [at(22.5839, 88.3425), at(22.5867, 88.4171)],
  'Park Street → Esplanade': [at(22.5535, 88.3525), at(22.5646, 88.3511)],
  'Andheri → CSMT': [at(19.1197, 72.8468), at(18.94, 72.8353)],
  'same point': [at(12.9352, 77.6245), at(12.9352, 77.6245)],
  'Kolkata → Delhi': [at(22.5726, 88.3639), at(28.6315, 77.2167)],
  'Chennai → Mumbai': [at(13.0827, 80.275), at(19.076, 72.8777)],
} as const;

const inside = (box: Box, width: number, height: number) => box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;

describe('routeMapLayout', () => {
  for (const [name, [from, to]] of Object.entries(trips)) {
    for (const width of [288, 1000]) {
      it(`${name} at ${width} px: markers and labels inside, labels apart`, () => {
        const layout = routeMapLayout(from, to, width);
        expect(layout.height).toBe(Math.round(width * ROUTE_MAP_ASPECT));
        for (const point of [layout.pickup, layout.destination]) {
          expect(point.x).toBeGreaterThan(0);
          expect(point.x).toBeLessThan(width);
          expect(point.y).toBeGreaterThan(30); // the pin's head fits above
          expect(point.y).toBeLessThan(layout.height);
        }
        expect(inside(layout.pickupLabel, width, layout.height)).toBe(true);
        expect(inside(layout.destinationLabel, width, layout.height)).toBe(true);
        expect(overlaps(layout.pickupLabel, layout.destinationLabel)).toBe(false);
        for (const place of layout.places) {
          expect(overlaps(place.label, layout.pickupLabel)).toBe(false);
          expect(overlaps(place.label, layout.destinationLabel)).toBe(false);
        }
        expect(layout.scale.pixels).toBeGreaterThan(0);
        expect(layout.scale.pixels).toBeLessThanOrEqual(width / 4 + 1);
      });
    }
  }

  it('keeps the scale honest: the drawn distance matches the real one', () => {
    const [from, to] = trips['Howrah Station → Salt Lake'];
    const layout = routeMapLayout(from, to, 640);
    const pixels = Math.hypot(layout.destination.x - layout.pickup.x, layout.destination.y - layout.pickup.y);
    const km = (pixels / layout.scale.pixels) * layout.scale.km;
    expect(km).toBeGreaterThan(7.4);
    expect(km).toBeLessThan(7.9); // 7.7 km as the crow flies
  });

  it("draws India's outline and big cities only when the view is wide", () => {
    const city = routeMapLayout(...trips['Howrah Station → Salt Lake'], 640);
    expect(city.viewKm).toBeLessThan(OUTLINE_MIN_VIEW_KM);
    expect(city.outline).toEqual([]);
    expect(city.places.length).toBeGreaterThan(0); // Kolkata localities for context

    const country = routeMapLayout(...trips['Kolkata → Delhi'], 640);
    expect(country.viewKm).toBeGreaterThan(OUTLINE_MIN_VIEW_KM);
    expect(country.outline.length).toBeGreaterThan(0);
    expect(country.outline[0]).toMatch(/^M[\d.-]+ [\d.-]+L/);
    expect(country.places.length).toBeGreaterThan(0);
    expect(country.places.every((place) => !['Kolkata', 'Delhi'].includes(place.name))).toBe(true); // under the markers
  });

  it('never zooms closer than a neighbourhood', () => {
    const layout = routeMapLayout(...trips['same point'], 640);
    expect(layout.viewKm).toBeGreaterThanOrEqual(2.9);
    expect(Number.isFinite(layout.pickup.x)).toBe(true);
  });
});
