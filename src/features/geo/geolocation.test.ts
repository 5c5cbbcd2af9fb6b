import { describe, expect, it } from 'vitest';
import { GeolocationFailure, currentPosition, isPermissionDenied } from './geolocation';

/** A stand-in for the browser's Geolocation that answers once, recording the options it was asked with. */
function fakeGeolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number; message: string }) {
  const asked: PositionOptions[] = [];
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) {
      asked.push(options ?? {});
      if ('coords' in answer) success(answer as unknown as GeolocationPosition);
      else failure?.(answer as unknown as GeolocationPositionError);
    },
  } as unknown as Geolocation;
  return { geolocation, asked };
}

describe('currentPosition', () => {
  it('asks for a fresh, high-accuracy fix (SPEC.md section 9) and returns lat/lng', async () => {
    const { geolocation, asked } = fakeGeolocation({ coords: { latitude: 22.5726, longitude: 88.3639 } });
    await expect(currentPosition(geolocation)).resolves.toEqual({ lat: 22.5726, lng: 88.3639 });
    expect(asked[0]).toMatchObject({ enableHighAccuracy: true, maximumAge: 0 });
  });

  it('tells permission denied apart from other failures', async () => {
    const denied = await currentPosition(fakeGeolocation({ code: 1, message: 'User denied Geolocation' }).geolocation).catch(
      (error: unknown) => error,
    );
    expect(denied).toBeInstanceOf(GeolocationFailure);
    expect((denied as GeolocationFailure).reason).toBe('permission-denied');
    expect(isPermissionDenied(denied)).toBe(true);

    const unavailable = await currentPosition(fakeGeolocation({ code: 2, message: '' }).geolocation).catch((error: unknown) => error);
    expect((unavailable as GeolocationFailure).reason).toBe('unavailable');
    expect(isPermissionDenied(unavailable)).toBe(false);

    const timeout = await currentPosition(fakeGeolocation({ code: 3, message: 'Timeout expired' }).geolocation).catch((error: unknown) => error);
    expect((timeout as GeolocationFailure).reason).toBe('timeout');
  });

  it('fails as unsupported without a Geolocation API', async () => {
    const failure = await currentPosition(undefined).catch((error: unknown) => error);
    expect((failure as GeolocationFailure).reason).toBe('unsupported');
    expect(isPermissionDenied(failure)).toBe(false);
  });
});
