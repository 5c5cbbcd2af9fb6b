import type { LatLng } from './geo';
import { m } from '../../lib/i18n';

/**
 * The browser's current position, asked the way SPEC.md section 9 says: high accuracy, no cached
 * position. Failures are typed so the UI can toast 'Please enable GPS permission' when permission is
 * denied and only log the rest (SPEC.md section 8).
 */

export type GeolocationFailureReason = 'permission-denied' | 'unavailable' | 'timeout' | 'unsupported';

export class GeolocationFailure extends Error {
  constructor(
    readonly reason: GeolocationFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'GeolocationFailure';
  }
}

/** The message SPEC.md section 8 toasts when location permission is denied, in the page's language. */
export const gpsPermissionMessage = () => m['geo.gpsPermission']();

/** A fix that never comes should not leave the UI waiting forever; SPEC.md sets no limit, so 20 s. */
const TIMEOUT_MS = 20_000;

export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationFailure('unsupported', 'This browser cannot tell its location'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        // GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
        const reason: GeolocationFailureReason =
          /* i18n-ignore: a failure's code, not words */ error.code === 1 ? 'permission-denied' : error.code === 3 ? 'timeout' : 'unavailable';
        reject(new GeolocationFailure(reason, error.message || reason));
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: TIMEOUT_MS },
    );
  });
}

/** True when the user (or the browser's settings) refused location access: the one case to toast. */
export const isPermissionDenied = (error: unknown): boolean => error instanceof GeolocationFailure && error.reason === 'permission-denied';
