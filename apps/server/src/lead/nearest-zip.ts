import type { Coordinates } from '@openenroll/contract/lead';
import type { ZipPlace } from '../filter/zip-service.ts';

/** Finds the US zip code nearest to a point; a provider's reverse geocoder can be plugged in here. */
export type NearestZip = (point: Coordinates) => Promise<ZipPlace | null>;

const EARTH_RADIUS_MILES = 3958.8;
/** Farther than this from every US zip code, the point is not in the US (or its waters) and has no zip. */
export const MAX_MILES = 100;

type ZipIndex = { places: ZipPlace[]; x: Float64Array; y: Float64Array; z: Float64Array };

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const unitVector = ({ latitude, longitude }: Coordinates) => {
  const lat = radians(latitude);
  const lon = radians(longitude);
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)] as const;
};

/** Every US zip code with a location, as unit vectors: the nearest one is the largest dot product. */
export function buildZipIndex(codes: Iterable<ZipPlace & Coordinates>): ZipIndex {
  const rows = [...codes].sort((a, b) => a.zip.localeCompare(b.zip));
  const index: ZipIndex = {
    places: rows.map(({ zip, city, state }) => ({ zip, city, state })),
    x: new Float64Array(rows.length),
    y: new Float64Array(rows.length),
    z: new Float64Array(rows.length),
  };
  rows.forEach((row, i) => {
    [index.x[i], index.y[i], index.z[i]] = unitVector(row) as [number, number, number];
  });
  return index;
}

/** One pass over the index; ties go to the lowest zip code. */
export function nearestIn(index: ZipIndex, point: Coordinates, maxMiles = MAX_MILES): ZipPlace | null {
  const [px, py, pz] = unitVector(point);
  let best = -1;
  let bestDot = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < index.places.length; i++) {
    const dot = px * (index.x[i] ?? 0) + py * (index.y[i] ?? 0) + pz * (index.z[i] ?? 0);
    if (dot > bestDot) {
      bestDot = dot;
      best = i;
    }
  }
  const place = index.places[best];
  if (!place) return null;
  const miles = Math.acos(Math.min(1, bestDot)) * EARTH_RADIUS_MILES;
  return miles <= maxMiles ? place : null;
}

/** Military post codes (AA, AE, AP) sit on bases abroad or at (0, 0); one record has its longitude's sign flipped. */
const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);
const isShopperZip = (code: ZipPlace & Coordinates & { country: string }) =>
  code.country === 'US' &&
  !MILITARY_STATES.has(code.state) &&
  (code.longitude < -60 || code.longitude > 130) &&
  code.latitude !== 0;

let bundled: Promise<ZipIndex> | undefined;

/** The default: the US zip codes shipped with the `zipcodes` package, indexed once on first use. */
export const bundledNearestZip: NearestZip = async (point) => {
  bundled ??= import('zipcodes').then(({ default: zipcodes }) =>
    buildZipIndex(Object.values(zipcodes.codes).filter(isShopperZip)),
  );
  return nearestIn(await bundled, point);
};
