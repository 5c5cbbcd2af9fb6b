/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MAPS_SCRIPT_OPTIONS, withScriptRetries } from './geo';

/**
 * Loads the Google Maps JavaScript API in the browser, only where a key is configured (the key reaches
 * islands as a prop from the server's config; client code never reads the environment).
 *
 * @googlemaps/js-api-loader 2 has no retry of its own (version 1's `retries` option is gone), but after a
 * failed load its next `importLibrary` call starts a fresh script; so the SPEC.md rule — up to 3 retries,
 * waiting failureCount × 2^failureCount ms — wraps that call.
 */

let configuredKey: string | undefined;

function configure(key: string): void {
  if (configuredKey === undefined) {
    setOptions({ key, ...MAPS_SCRIPT_OPTIONS, libraries: [...MAPS_SCRIPT_OPTIONS.libraries] });
    configuredKey = key;
  } else if (configuredKey !== key) {
    // The script loads once per page; a second key cannot take effect.
    console.error('Google Maps is already configured with another key');
  }
}

/** One library of the Maps API ('maps', 'routes', 'places', 'marker', …), loading the script on first use. */
export function loadMapsLibrary<Name extends keyof google.maps.ImportLibraryMap>(
  key: string,
  name: Name,
): Promise<google.maps.ImportLibraryMap[Name]> {
  configure(key);
  return withScriptRetries(() => importLibrary(name));
}
