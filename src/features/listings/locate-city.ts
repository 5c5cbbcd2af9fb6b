import { api } from '../../lib/api';
import { apiPaths } from '../../paths';
import { toast } from '../../stores/toasts';
import { currentPosition, gpsPermissionMessage, isPermissionDenied } from '../geo/geolocation';

/**
 * The visitor's current city: the browser's position (SPEC.md section 9), named by the reverse-geocoding
 * API — its city, else its state. Undefined when none is found: a refused permission toasts 'Please
 * enable GPS permission', any other failure is only logged (SPEC.md section 8).
 */
export async function locateCity(): Promise<string | undefined> {
  try {
    const { lat, lng } = await currentPosition();
    const answer = await api<{ address?: { city?: string; state?: string } }>(apiPaths.reverseGeocode(lat, lng));
    return answer.address?.city || answer.address?.state || undefined;
  } catch (error) {
    if (isPermissionDenied(error)) toast.error(gpsPermissionMessage());
    else console.warn('current city not found', error);
    return undefined;
  }
}
