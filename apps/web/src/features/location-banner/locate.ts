import type { Coordinates } from '@openenroll/contract/lead';

/** Why no location came back: the visitor (or the browser) said no, or the device could not tell. */
export type LocateFailure = 'denied' | 'unavailable';

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

export const locateFailure = (error: { code: number }): LocateFailure =>
  error.code === PERMISSION_DENIED ? 'denied' : 'unavailable';

/** Asks the browser where it is; a coarse, recent position is enough for a zip code. */
export function locate(geolocation: Geolocation = navigator.geolocation): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(locateFailure(error)),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}

/** How the banner names the place it found: 'Dallas, TX 75201'. */
export const placeLabel = (place: { city: string; state: string; zip_code: string }) =>
  `${place.city}, ${place.state} ${place.zip_code}`;
