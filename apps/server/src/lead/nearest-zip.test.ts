import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { buildZipIndex, bundledNearestZip, nearestIn } from './nearest-zip.ts';

describe('the nearest US zip code', () => {
  it('finds the zip code of well-known places', async () => {
    expect(await bundledNearestZip({ latitude: 32.7904, longitude: -96.8044 })).toEqual({
      zip: '75201',
      city: 'Dallas',
      state: 'TX',
    });
    expect(await bundledNearestZip({ latitude: 40.7484, longitude: -73.9967 })).toMatchObject({
      zip: '10001',
      state: 'NY',
    });
    // A few hundred metres from the Texas Capitol.
    expect(await bundledNearestZip({ latitude: 30.2747, longitude: -97.7404 })).toMatchObject({
      city: 'Austin',
      state: 'TX',
    });
  });

  it("agrees with the zipcodes package's own scan across Texas", async () => {
    for (let step = 0; step < 25; step++) {
      const point = { latitude: 29 + (step % 5) * 0.9, longitude: -100 + Math.floor(step / 5) * 1.1 };
      expect((await bundledNearestZip(point))?.zip).toBe(zipcodes.lookupByCoords(point.latitude, point.longitude)?.zip);
    }
  });

  it('has no zip code for a place far from the US', async () => {
    expect(await bundledNearestZip({ latitude: 51.5074, longitude: -0.1278 })).toBeNull();
    expect(await bundledNearestZip({ latitude: 35, longitude: -40 })).toBeNull();
  });

  it('gives a tie to the lowest zip code', () => {
    const index = buildZipIndex([
      { zip: '20002', city: 'B', state: 'DC', latitude: 38.9, longitude: -77 },
      { zip: '20001', city: 'A', state: 'DC', latitude: 38.9, longitude: -77 },
    ]);
    expect(nearestIn(index, { latitude: 38.9, longitude: -77 })?.zip).toBe('20001');
    expect(nearestIn(index, { latitude: 40, longitude: -77 }, 50)).toBeNull();
  });
});
