import { m } from '../../lib/i18n';
import type { LatLng } from './geo';
import { INDIA_LOCALITIES } from './india-localities';
import { INDIA_OUTLINE } from './india-outline';

/**
 * Geometry of the route map drawn without Google, in CSS pixels of the drawn width: a Mercator view
 * fitted around pickup and destination with room for their markers and labels, a graticule and scale bar,
 * nearby places for context, and India's outline once the view is wide enough for a simplified coast to
 * be truthful. Pure, so it is unit-tested.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ContextPlace extends Point {
  name: string;
  /** Where its name is written (to the right of the dot). */
  label: Box;
}

export interface RouteMapLayout {
  width: number;
  height: number;
  pickup: Point;
  destination: Point;
  /** Quadratic Bézier control point of the drawn route. */
  control: Point;
  pickupLabel: Box;
  destinationLabel: Box;
  /** Outline rings as SVG path data, or [] when the view is too close for the simplified coast. */
  outline: string[];
  /** Cities (wide views) or localities (city views) inside the view whose names fit. */
  places: ContextPlace[];
  /** Graticule lines as SVG path data. */
  graticule: string;
  scale: { km: number; pixels: number; label: string };
  /** Width of the view in kilometres (at its centre). */
  viewKm: number;
}

/** Height ÷ width of the map (16:10). */
export const ROUTE_MAP_ASPECT = 0.625;
/** The outline is simplified to ~8 km; below this view width it would mislead, so it is left out. */
export const OUTLINE_MIN_VIEW_KM = 150;
/** Below this view width, curated localities give context; above it, big cities do. */
const LOCALITY_MAX_VIEW_KM = 100;
/** The closest view: a 3 km wide neighbourhood, however short the ride. */
const MIN_VIEW_KM = 3;
const KM_PER_DEGREE = 111.32;

export const LABEL_HEIGHT = 22;
export const LABEL_FONT_SIZE = 12;
export const PLACE_FONT_SIZE = 10;
/** The destination pin's tip is the point; its head is this far above. */
export const PIN_HEAD_RISE = 21;
const PIN_HEIGHT = 34;
const MARKER_RADIUS = 10;
const GAP = 4;
const EDGE = 6;
/** Bottom strip kept for the scale bar and the outline credit. */
const FOOTER = 26;

/** Mercator y in degrees, so that one unit of x (longitude) and y are the same length on the map. */
const mercatorY = (lat: number) => (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * 180) / Math.PI;

const CONTEXT_CITIES: { name: string; lat: number; lng: number }[] = [
  { name: 'Delhi', lat: 28.61, lng: 77.21 },
  { name: 'Mumbai', lat: 19.08, lng: 72.88 },
  { name: 'Kolkata', lat: 22.57, lng: 88.36 },
  { name: 'Chennai', lat: 13.08, lng: 80.27 },
  { name: 'Bengaluru', lat: 12.97, lng: 77.59 },
  { name: 'Hyderabad', lat: 17.39, lng: 78.49 },
  { name: 'Ahmedabad', lat: 23.02, lng: 72.57 },
  { name: 'Pune', lat: 18.52, lng: 73.86 },
  { name: 'Jaipur', lat: 26.91, lng: 75.79 },
  { name: 'Lucknow', lat: 26.85, lng: 80.95 },
  { name: 'Patna', lat: 25.59, lng: 85.14 },
  { name: 'Bhubaneswar', lat: 20.3, lng: 85.82 },
  { name: 'Guwahati', lat: 26.14, lng: 91.74 },
  { name: 'Nagpur', lat: 21.15, lng: 79.09 },
  { name: 'Kochi', lat: 9.93, lng: 76.27 },
  { name: 'Siliguri', lat: 26.73, lng: 88.4 },
  { name: 'Bhopal', lat: 23.26, lng: 77.41 },
  { name: 'Srinagar', lat: 34.08, lng: 74.8 },
];

const NICE_STEPS = [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];
const NICE_KM = [0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

const round = (value: number) => Math.round(value * 10) / 10;
/** Width of a text in pixels, estimated for the system sans-serif fonts. */
const textWidth = (text: string, fontSize: number) => text.length * fontSize * 0.6;
const labelWidth = (text: string) => Math.round(textWidth(text, LABEL_FONT_SIZE) + 16);

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inflate = (box: Box, by: number): Box => ({ x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by });

type Side = 'above' | 'below' | 'right' | 'left';

/**
 * Where a marker's label goes. The route bends to one side; labels go to the other, so they never sit
 * on the line: beside the markers for a mostly north–south route, above or below them otherwise.
 */
function labelSide(from: Point, to: Point): Side {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const bendX = -dy;
  const bendY = dx;
  if (Math.abs(bendX) > Math.abs(bendY)) return bendX > 0 ? 'left' : 'right';
  return bendY > 0 ? 'above' : 'below';
}

/** The box of a label for a marker whose visible shape spans `top`..`bottom` pixels around its point. */
function placeLabel(point: Point, text: string, side: Side, top: number, bottom: number, width: number, height: number): Box {
  const w = labelWidth(text);
  let x: number;
  let y: number;
  if (side === 'above' || side === 'below') {
    x = point.x - w / 2;
    y = side === 'above' ? point.y - top - GAP - LABEL_HEIGHT : point.y + bottom + GAP;
  } else {
    x = side === 'right' ? point.x + MARKER_RADIUS + GAP : point.x - MARKER_RADIUS - GAP - w;
    y = point.y - (top - bottom) / 2 - LABEL_HEIGHT / 2;
  }
  return {
    x: round(Math.min(Math.max(x, EDGE), width - w - EDGE)),
    y: round(Math.min(Math.max(y, EDGE), height - LABEL_HEIGHT - EDGE)),
    width: w,
    height: LABEL_HEIGHT,
  };
}

export function routeMapLayout(
  from: LatLng,
  to: LatLng,
  width = 640,
  /** The markers' labels, as the map shows them: their widths decide the room kept around the points. */
  labels: { pickup: string; destination: string } = { pickup: m['geo.route.pickup'](), destination: m['geo.route.destination']() },
): RouteMapLayout {
  const height = Math.round(width * ROUTE_MAP_ASPECT);
  const a = { x: from.lng, y: mercatorY(from.lat) };
  const b = { x: to.lng, y: mercatorY(to.lat) };
  const centreLat = (from.lat + to.lat) / 2;
  const kmPerUnit = KM_PER_DEGREE * Math.cos((centreLat * Math.PI) / 180);

  // Screen direction decides the label side, and the side decides the room kept around the points.
  const side = labelSide({ x: a.x, y: -a.y }, { x: b.x, y: -b.y });
  const longest = Math.max(labelWidth(labels.pickup), labelWidth(labels.destination));
  const room = {
    left: side === 'left' ? MARKER_RADIUS + GAP + longest + EDGE : longest / 2 + EDGE,
    right: side === 'right' ? MARKER_RADIUS + GAP + longest + EDGE : longest / 2 + EDGE,
    top: PIN_HEIGHT + GAP + (side === 'above' ? LABEL_HEIGHT + GAP : 0) + EDGE,
    bottom: MARKER_RADIUS + GAP + (side === 'below' ? LABEL_HEIGHT + GAP : 0) + FOOTER,
  };
  const innerWidth = Math.max(width - room.left - room.right, width * 0.3);
  const innerHeight = Math.max(height - room.top - room.bottom, height * 0.3);

  // Units (Mercator degrees) per pixel: both points inside the inner box, but not closer than MIN_VIEW_KM.
  const unitsPerPixel = Math.max(Math.abs(a.x - b.x) / innerWidth, Math.abs(a.y - b.y) / innerHeight, MIN_VIEW_KM / kmPerUnit / width);
  // Centre the two points in the inner box; the view's centre (in units) follows from that.
  const innerCentre = { x: room.left + innerWidth / 2, y: room.top + innerHeight / 2 };
  const centre = {
    x: (a.x + b.x) / 2 - (innerCentre.x - width / 2) * unitsPerPixel,
    y: (a.y + b.y) / 2 + (innerCentre.y - height / 2) * unitsPerPixel,
  };
  const project = (x: number, y: number): Point => ({
    x: round(width / 2 + (x - centre.x) / unitsPerPixel),
    y: round(height / 2 - (y - centre.y) / unitsPerPixel),
  });
  const pickup = project(a.x, a.y);
  const destination = project(b.x, b.y);

  // A gentle bend reads as "a route" rather than "as the crow flies".
  const dx = destination.x - pickup.x;
  const dy = destination.y - pickup.y;
  const control = { x: round((pickup.x + destination.x) / 2 - dy * 0.15), y: round((pickup.y + destination.y) / 2 + dx * 0.15) };

  const pickupLabel = placeLabel(pickup, labels.pickup, side, MARKER_RADIUS, MARKER_RADIUS, width, height);
  let destinationLabel = placeLabel(destination, labels.destination, side, PIN_HEIGHT, 0, width, height);
  if (overlaps(inflate(pickupLabel, 2), destinationLabel)) {
    // Points so close that their labels meet: put the destination's on the far side of its pin.
    const opposite: Record<Side, Side> = { above: 'below', below: 'above', left: 'right', right: 'left' };
    destinationLabel = placeLabel(destination, labels.destination, opposite[side], PIN_HEIGHT, 0, width, height);
  }

  const viewUnits = width * unitsPerPixel;
  const viewKm = viewUnits * kmPerUnit;
  const left = centre.x - viewUnits / 2;
  const bottom = centre.y - (height * unitsPerPixel) / 2;
  const top = centre.y + (height * unitsPerPixel) / 2;

  const showOutline = viewKm >= OUTLINE_MIN_VIEW_KM;
  const outline = showOutline
    ? INDIA_OUTLINE.map(
        (ring) =>
          `M${ring
            .map(([lng, lat]) => {
              const p = project(lng, mercatorY(lat));
              return `${p.x} ${p.y}`;
            })
            .join('L')}Z`,
      )
    : [];

  // Context places, most important first, each kept only if its name fits without covering anything.
  const sampleCount = Math.max(24, Math.ceil(Math.hypot(dx, dy) / 5));
  const routeSamples = Array.from({ length: sampleCount + 1 }, (_, index) => {
    const t = index / sampleCount;
    const u = 1 - t;
    return {
      x: u * u * pickup.x + 2 * u * t * control.x + t * t * destination.x,
      y: u * u * pickup.y + 2 * u * t * control.y + t * t * destination.y,
    };
  });
  const onRoute = (box: Box) => {
    const around = inflate(box, 4);
    return routeSamples.some((p) => p.x >= around.x && p.x <= around.x + around.width && p.y >= around.y && p.y <= around.y + around.height);
  };
  const taken: Box[] = [
    inflate(pickupLabel, 3),
    inflate(destinationLabel, 3),
    { x: pickup.x - 14, y: pickup.y - 14, width: 28, height: 28 },
    { x: destination.x - 14, y: destination.y - PIN_HEIGHT - 4, width: 28, height: PIN_HEIGHT + 8 },
    { x: 0, y: height - FOOTER, width, height: FOOTER },
  ];
  const candidates =
    viewKm <= LOCALITY_MAX_VIEW_KM
      ? INDIA_LOCALITIES.map((locality) => ({ name: locality.name, lat: locality.lat, lng: locality.lng }))
      : CONTEXT_CITIES;
  const places: ContextPlace[] = [];
  for (const candidate of candidates) {
    if (places.length >= 6) break;
    const p = project(candidate.lng, mercatorY(candidate.lat));
    const label = {
      x: p.x + 5,
      y: p.y - PLACE_FONT_SIZE / 2 - 1,
      width: Math.round(textWidth(candidate.name, PLACE_FONT_SIZE)),
      height: PLACE_FONT_SIZE + 2,
    };
    const footprint = { x: p.x - 4, y: label.y, width: label.width + 9, height: label.height };
    if (p.x < EDGE || footprint.x + footprint.width > width - EDGE || p.y < EDGE + PLACE_FONT_SIZE || p.y > height - EDGE) continue;
    if (taken.some((box) => overlaps(box, footprint)) || onRoute(footprint)) continue;
    taken.push(inflate(footprint, 2));
    places.push({ name: candidate.name, x: p.x, y: p.y, label });
  }

  // Graticule: the smallest nice step giving at most 8 lines across.
  const step = NICE_STEPS.find((candidate) => viewUnits / candidate <= 8) ?? 10;
  const lines: string[] = [];
  for (let x = Math.ceil(left / step) * step; x < left + viewUnits; x += step) lines.push(`M${project(x, centre.y).x} 0V${height}`);
  for (let y = Math.ceil(bottom / step) * step; y < top; y += step) lines.push(`M0 ${project(centre.x, y).y}H${width}`);

  // Scale bar: the longest nice length up to a quarter of the view.
  const km = [...NICE_KM].reverse().find((candidate) => candidate <= viewKm / 4) ?? NICE_KM[0]!;
  const scale = {
    km,
    pixels: round((km / viewKm) * width),
    label: /* i18n-ignore: metric symbols, as in the API's distance text */ km < 1 ? `${km * 1000} m` : `${km} km`,
  };

  return { width, height, pickup, destination, control, pickupLabel, destinationLabel, outline, places, graticule: lines.join(''), scale, viewKm };
}
