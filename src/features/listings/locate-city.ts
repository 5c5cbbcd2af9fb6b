import { api } from '../../lib/api';
import { apiPaths } from '../../paths';
import { currentPosition } from '../geo/geolocation';

/**
 * The visitor's current city: the browser's position (SPEC.md section 9), named by the reverse-geocoding
 * API — its city, else its state; undefined when the answer names neither. Rejects as currentPosition
 * does, so that a refused permission can be told apart (isPermissionDenied).
 */
export async function locateCity(): Promise<string | undefined> {
  const { lat, lng } = await currentPosition();
  const answer = await api<{ address?: { city?: string; state?: string } }>(apiPaths.reverseGeocode(lat, lng));
  return answer.address?.city || answer.address?.state || undefined;
}
