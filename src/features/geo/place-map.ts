import type { LatLng } from './geo';
import { INDIA_OUTLINE } from './india-outline';

/**
 * The small "where is it" map of the details and partner pages: India's outline with the listing's
 * point, drawn on the server as a static SVG — no map key, no script, a few kilobytes of HTML. It says
 * where in India a place is; the Directions link (directionsHref) gives the street-level answer in the
 * phone's own map app. Pure, so it is unit-tested.
 */

export interface PlaceMap {
  width: number;
  height: number;
  /** Outline rings as SVG path data, in whole pixels (the map is small: finer adds bytes, not detail). */
  outline: string;
  /** The listing's point on the map, or null when its coordinates are not in India's view. */
  point: { x: number; y: number } | null;
}

/** Mercator y in degrees, so that a degree of longitude and of (projected) latitude are the same length. */
const mercatorY = (lat: number) => (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;

const all = INDIA_OUTLINE.flat();
const bounds = {
  west: Math.min(...all.map(([lng]) => lng)),
  east: Math.max(...all.map(([lng]) => lng)),
  north: mercatorY(Math.max(...all.map(([, lat]) => lat))),
  south: mercatorY(Math.min(...all.map(([, lat]) => lat))),
};
/** Room around the outline so that a point on the coast keeps its whole marker inside the picture. */
const PAD = 8;

/** The map `width` pixels wide (its height follows India's shape) with `at` marked. */
export function placeMap(at: LatLng, width = 160): PlaceMap {
  const scale = (width - 2 * PAD) / (bounds.east - bounds.west);
  const height = Math.round((bounds.north - bounds.south) * scale + 2 * PAD);
  const x = (lng: number) => PAD + (lng - bounds.west) * scale;
  const y = (lat: number) => PAD + (bounds.north - mercatorY(lat)) * scale;
  const outline = INDIA_OUTLINE.map((ring) => {
    const points: string[] = [];
    for (const [lng, lat] of ring) {
      const point = `${Math.round(x(lng))} ${Math.round(y(lat))}`;
      // Whole pixels make neighbouring coast points coincide: each is drawn once.
      if (points.at(-1) !== point) points.push(point);
    }
    return points.length > 2 ? `M${points.join('L')}Z` : '';
  }).join('');
  const inView =
    Number.isFinite(at.lat) &&
    Number.isFinite(at.lng) &&
    at.lng >= bounds.west &&
    at.lng <= bounds.east &&
    mercatorY(at.lat) <= bounds.north &&
    mercatorY(at.lat) >= bounds.south;
  const point = inView ? { x: +x(at.lng).toFixed(1), y: +y(at.lat).toFixed(1) } : null;
  return { width, height, outline, point };
}

/**
 * Directions to a place in the visitor's own map app. Google's documented cross-platform Maps URL
 * (https://developers.google.com/maps/documentation/urls/get-started): Android opens it in the Google
 * Maps app, iOS in Google Maps when installed and the browser otherwise, and a desktop in a tab — with
 * the route from where the visitor is already asked for. A `geo:` URI was the alternative: it opens any
 * map app on Android but does nothing on iPhones or desktop browsers, and it shows the place, not the way.
 */
export function directionsHref(at: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${+at.lat.toFixed(6)},${+at.lng.toFixed(6)}`;
}
