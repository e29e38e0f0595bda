import { describe, expect, it } from 'vitest';
import { locate, locateFailure, placeLabel } from './locate.ts';

const geolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
  ({ getCurrentPosition: answer }) as unknown as Geolocation;

describe('locating the visitor', () => {
  it('answers the coordinates the browser gives', async () => {
    const point = await locate(
      geolocation((ok) => ok({ coords: { latitude: 32.79, longitude: -96.8 } } as GeolocationPosition)),
    );
    expect(point).toEqual({ latitude: 32.79, longitude: -96.8 });
  });

  it('tells a refusal from a device that cannot tell', async () => {
    await expect(locate(geolocation((_ok, fail) => fail?.({ code: 1 } as GeolocationPositionError)))).rejects.toBe(
      'denied',
    );
    expect(locateFailure({ code: 2 })).toBe('unavailable');
    expect(locateFailure({ code: 3 })).toBe('unavailable');
  });

  it('names the place as city, state and zip code', () => {
    expect(placeLabel({ city: 'Dallas', state: 'TX', zip_code: '75201' })).toBe('Dallas, TX 75201');
  });
});
