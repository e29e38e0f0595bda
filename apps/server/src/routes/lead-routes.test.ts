import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agents, leads } from '../db/schema.ts';
import { leadLookups } from '../lead/lead-service.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

const dallas = { latitude: 32.7904, longitude: -96.8044 };
const newYork = { latitude: 40.7484, longitude: -73.9967 };
let devices = 0;
const newDevice = () => `device-${String(++devices).padStart(4, '0')}-abcdefgh`;
const where = (point: object) => encodeURIComponent(JSON.stringify(point));
/** The call's input from query-string text: the tests spell each request as one line. */
const fields = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('the location banner leads', () => {
  const store = useTestStore();
  const leadsOf = (deviceId: string) => store.db.select().from(leads).where(eq(leads.deviceId, deviceId));

  it('answers the nearest zip code, records it once per device and site, and the check then finds it', async () => {
    const browser = visitor(store.app);
    const device = newDevice();
    expect((await browser.get(`check-lead-information?device_id=${device}`)).body.data).toEqual({
      has_lead: false,
      zip_code: null,
    });

    const found = await browser.post('get-lead-information', {
      device_id: device,
      store_information: JSON.stringify(dallas),
      web_url: 'http://alpha.test/?rid=secret',
    });
    expect(found.body).toEqual({ status: 'success', data: { zip_code: '75201', city: 'Dallas', state: 'TX' } });
    expect((await browser.get(`check-lead-information?device_id=${device}`)).body.data).toEqual({
      has_lead: true,
      zip_code: '75201',
    });
    // Another site knows nothing of it.
    expect(
      (await visitor(store.app, 'gamma.test').get(`check-lead-information?device_id=${device}`)).body.data,
    ).toEqual({ has_lead: false, zip_code: null });

    const again = await browser.post(
      'get-lead-information',
      fields(`device_id=${device}&store_information=${where(newYork)}`),
    );
    expect(again.body.data).toMatchObject({ zip_code: '10001', state: 'NY' });
    const rows = await leadsOf(device);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ zip: '10001', city: 'New York', state: 'NY', agentId: null, groupId: null });
  });

  it("is the recording session's alone: another session sending the device id reads nothing and changes nothing", async () => {
    const owner = visitor(store.app);
    const device = newDevice();
    await owner.post('get-lead-information', { device_id: device, store_information: JSON.stringify(dallas) });
    const before = await leadsOf(device);

    const stranger = visitor(store.app);
    expect((await stranger.get(`check-lead-information?device_id=${device}`)).body.data).toEqual({
      has_lead: false,
      zip_code: null,
    });
    const overwrite = await stranger.post('get-lead-information', {
      device_id: device,
      store_information: JSON.stringify(newYork),
    });
    // The answer is the place the stranger sent; the lead is untouched.
    expect(overwrite.body.data).toMatchObject({ zip_code: '10001', state: 'NY' });
    expect(await leadsOf(device)).toEqual(before);
    expect((await stranger.get(`check-lead-information?device_id=${device}`)).body.data.has_lead).toBe(false);
    expect((await owner.get(`check-lead-information?device_id=${device}`)).body.data).toEqual({
      has_lead: true,
      zip_code: '75201',
    });
  });

  it('keeps only the path of the page, without its query', async () => {
    const device = newDevice();
    const page = encodeURIComponent('http://alpha.test/ann?rid=secret');
    await visitor(store.app).post(
      'get-lead-information',
      fields(`device_id=${device}&store_information=${where(dallas)}&web_url=${page}`),
    );
    expect((await leadsOf(device))[0]?.pagePath).toBe('/ann');
  });

  it("takes the representative from the session's store, and refuses ids the session does not hold", async () => {
    const [ann] = await store.db.select().from(agents).where(eq(agents.code, 'ann-agent'));
    const annId = ann?.id ?? 0;
    const shopper = visitor(store.app);
    expect((await shopper.post('validate-landing-page', { landing_page: 'ann' })).statusCode).toBe(200);
    const device = newDevice();
    const query = `device_id=${device}&store_information=${where(dallas)}`;

    const forged = await shopper.post('get-lead-information', fields(`${query}&agent_id=${annId + 100}`));
    expect(forged.statusCode).toBe(403);
    const forgedGroup = await shopper.post('get-lead-information', fields(`${query}&group_id=1`));
    expect(forgedGroup.statusCode).toBe(403);
    expect(await leadsOf(device)).toHaveLength(0);
    const anonymous = await visitor(store.app).post('get-lead-information', fields(`${query}&agent_id=${annId}`));
    expect(anonymous.statusCode).toBe(403);
    expect(
      (await visitor(store.app).get(`check-lead-information?device_id=${device}&agent_id=${annId}`)).statusCode,
    ).toBe(403);

    expect((await shopper.post('get-lead-information', fields(`${query}&agent_id=${annId}`))).statusCode).toBe(200);
    expect(await leadsOf(device)).toEqual([expect.objectContaining({ agentId: annId, groupId: null })]);
  });

  it('refuses coordinates out of range, malformed ones, a bad device id, and places far from the US', async () => {
    const browser = visitor(store.app);
    const device = newDevice();
    const field = async (query: string) => {
      const response = await browser.post('get-lead-information', fields(query));
      return [response.statusCode, response.body.data.map((error: { target_element: string }) => error.target_element)];
    };
    expect(await field(`device_id=${device}&store_information=${where({ latitude: 91, longitude: 0 })}`)).toEqual([
      400,
      ['store_information.latitude'],
    ]);
    expect(await field(`device_id=${device}&store_information=${where({ latitude: 30, longitude: -181 })}`)).toEqual([
      400,
      ['store_information.longitude'],
    ]);
    expect((await field(`device_id=${device}&store_information=not-json`))[0]).toBe(400);
    expect(await field(`device_id=short&store_information=${where(dallas)}`)).toEqual([400, ['device_id']]);

    const london = await browser.post(
      'get-lead-information',
      fields(`device_id=${device}&store_information=${where({ latitude: 51.5074, longitude: -0.1278 })}`),
    );
    expect(london.statusCode).toBe(404);
    expect(await leadsOf(device)).toHaveLength(0);
  });

  it('refuses a client that asks too often', async () => {
    const browser = visitor(store.app);
    const query = `store_information=${where(dallas)}`;
    for (let call = 0; call < leadLookups.limit; call++) {
      expect((await browser.post('get-lead-information', fields(`device_id=${newDevice()}&${query}`))).statusCode).toBe(
        200,
      );
    }
    const refused = await browser.post('get-lead-information', fields(`device_id=${newDevice()}&${query}`));
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Another client is not held back.
    expect(
      (await visitor(store.app).post('get-lead-information', fields(`device_id=${newDevice()}&${query}`))).statusCode,
    ).toBe(200);
  });
});
