/// <reference types="google.maps" />
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '../../lib/i18n';
import { type LatLng, MAP_DEFAULTS, estimateDrive, formatDistance } from './geo';
import { INDIA_OUTLINE_CREDIT } from './india-outline';
import { loadMapsLibrary } from './maps-loader';
import { type Box, LABEL_FONT_SIZE, PIN_HEAD_RISE, PLACE_FONT_SIZE, ROUTE_MAP_ASPECT, routeMapLayout } from './route-map';

export interface RouteMapProps {
  pickup: LatLng;
  destination: LatLng;
  /** Place names for screen readers ('Howrah Station, Howrah, …'). */
  pickupName?: string;
  destinationName?: string;
  /** Road distance from the matrix answer ('10.0 km'); estimated when absent. */
  distanceText?: string;
  /** Google Maps browser key from the server's config; without it the map is drawn as SVG. */
  googleMapsKey?: string;
  className?: string;
}

/**
 * The driving route from pickup to destination (SPEC.md section 2, booking). With a Google key: a Google
 * map with the driving directions; without one (or when Google's script cannot load): an SVG drawing of
 * the two points and the route, on India's outline when the points are far apart.
 */
export default function RouteMap(props: RouteMapProps) {
  const [googleFailed, setGoogleFailed] = useState(false);
  const onGoogleFail = useCallback(() => setGoogleFailed(true), []);
  const distance = props.distanceText ?? m['geo.route.about']({ distance: formatDistance(estimateDrive(props.pickup, props.destination).meters) });
  const label = m['geo.route.label']({
    pickup: props.pickupName ?? m['geo.route.pickupWord'](),
    destination: props.destinationName ?? m['geo.route.destinationWord'](),
    distance,
  });
  if (props.googleMapsKey && !googleFailed) {
    return <GoogleRouteMap {...props} mapKey={props.googleMapsKey} label={label} onFail={onGoogleFail} />;
  }
  return <SvgRouteMap {...props} label={label} distance={distance} />;
}

function GoogleRouteMap(props: RouteMapProps & { mapKey: string; label: string; onFail: () => void }) {
  const container = useRef<HTMLElement>(null);
  // The coordinates, not the points: the parent passes new objects on every render, the map loads once per route.
  const { mapKey, onFail } = props;
  const { lat: pickupLat, lng: pickupLng } = props.pickup;
  const { lat: destinationLat, lng: destinationLng } = props.destination;
  useEffect(() => {
    let cancelled = false;
    let renderer: google.maps.DirectionsRenderer | undefined;
    (async () => {
      let maps: google.maps.MapsLibrary;
      let routes: google.maps.RoutesLibrary;
      try {
        [maps, routes] = await Promise.all([loadMapsLibrary(mapKey, 'maps'), loadMapsLibrary(mapKey, 'routes')]);
      } catch (error) {
        console.error('Google Maps could not load', error);
        if (!cancelled) onFail();
        return;
      }
      if (cancelled || !container.current) return;
      const map = new maps.Map(container.current, {
        center: MAP_DEFAULTS.center,
        zoom: MAP_DEFAULTS.zoom,
        minZoom: MAP_DEFAULTS.minZoom,
        mapTypeControl: false,
        streetViewControl: false,
        fullscreenControl: false,
      });
      // SPEC.md section 8 names the Directions service; Google marks it legacy (Routes API) but still serves it.
      renderer = new routes.DirectionsRenderer({ map });
      try {
        const result = await new routes.DirectionsService().route({
          origin: { lat: pickupLat, lng: pickupLng },
          destination: { lat: destinationLat, lng: destinationLng },
          travelMode: google.maps.TravelMode.DRIVING,
        });
        if (!cancelled) renderer.setDirections(result);
      } catch {
        console.error('Error fetching directions');
      }
    })();
    return () => {
      cancelled = true;
      renderer?.setMap(null);
    };
  }, [pickupLat, pickupLng, destinationLat, destinationLng, mapKey, onFail]);

  return (
    <section
      ref={container}
      aria-label={props.label}
      className={`w-full overflow-hidden rounded-card border border-line bg-surface ${props.className ?? ''}`}
      style={{ aspectRatio: `${1 / ROUTE_MAP_ASPECT}` }}
    />
  );
}

function SvgRouteMap(props: RouteMapProps & { label: string; distance: string }) {
  const figure = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = figure.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Draw in CSS pixels, so text and markers keep their size on a phone and on a desktop.
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const labels = { pickup: m['geo.route.pickup'](), destination: m['geo.route.destination']() };
  const layout = routeMapLayout(props.pickup, props.destination, width, labels);
  const { height, pickup, destination, control, scale } = layout;
  const route = `M${pickup.x} ${pickup.y}Q${control.x} ${control.y} ${destination.x} ${destination.y}`;
  const hasOutline = layout.outline.length > 0;

  return (
    <figure ref={figure} className={`w-full ${props.className ?? ''}`}>
      <svg
        role="img"
        aria-label={props.label}
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto w-full overflow-hidden rounded-card border border-line"
        style={{ aspectRatio: `${1 / ROUTE_MAP_ASPECT}` }}
        fontFamily="var(--font-sans)"
      >
        {/* Outside India (sea and neighbours alike) is grey; India is white. */}
        <rect width={width} height={height} fill={hasOutline ? '#e2e8f0' : 'var(--color-surface)'} />
        {layout.outline.map((d, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the outline's rings are fixed data, never reordered.
          <path key={index} d={d} fill="#ffffff" stroke="#94a3b8" strokeWidth={1} strokeLinejoin="round" />
        ))}
        <path d={layout.graticule} stroke="var(--color-line)" strokeWidth={1} fill="none" opacity={hasOutline ? 0.5 : 1} />
        {layout.places.map((place) => (
          <g key={place.name} fill="var(--color-muted)">
            <circle cx={place.x} cy={place.y} r={2.5} />
            <text x={place.label.x} y={place.label.y + PLACE_FONT_SIZE} fontSize={PLACE_FONT_SIZE}>
              {place.name}
            </text>
          </g>
        ))}

        <path d={route} fill="none" stroke="#ffffff" strokeWidth={8} strokeLinecap="round" />
        <path d={route} fill="none" stroke="var(--color-brand)" strokeWidth={4} strokeLinecap="round" />

        <circle cx={pickup.x} cy={pickup.y} r={8} fill="var(--color-brand)" stroke="#ffffff" strokeWidth={3} />
        <g transform={`translate(${destination.x} ${destination.y})`}>
          <path d="M0 0C-3-9-11-13-11-21A11 11 0 1 1 11-21C11-13 3-9 0 0Z" fill="var(--color-accent-dark)" stroke="#ffffff" strokeWidth={2} />
          <circle cx={0} cy={-PIN_HEAD_RISE} r={4} fill="#ffffff" />
        </g>

        <MarkerLabel box={layout.pickupLabel} text={labels.pickup} />
        <MarkerLabel box={layout.destinationLabel} text={labels.destination} />

        <g transform={`translate(10 ${height - 12})`}>
          <path d={`M0 -5V0H${scale.pixels}V-5`} fill="none" stroke="var(--color-ink)" strokeWidth={1.5} />
          <text x={scale.pixels + 6} y={0} fontSize={11} fill="var(--color-ink)">
            {scale.label}
          </text>
        </g>
        {hasOutline && (
          <text x={width - 6} y={height - 6} fontSize={9} textAnchor="end" fill="var(--color-muted)">
            {INDIA_OUTLINE_CREDIT}
          </text>
        )}
      </svg>
      <figcaption className="mt-1 text-center text-xs text-muted">{m['geo.route.caption']({ distance: props.distance })}</figcaption>
    </figure>
  );
}

function MarkerLabel({ box, text }: { box: Box; text: string }) {
  return (
    <g>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={box.height / 2} fill="#ffffff" stroke="var(--color-line)" />
      <text
        x={box.x + box.width / 2}
        y={box.y + box.height / 2 + 4}
        fontSize={LABEL_FONT_SIZE}
        fontWeight={600}
        textAnchor="middle"
        fill="var(--color-ink)"
      >
        {text}
      </text>
    </g>
  );
}
