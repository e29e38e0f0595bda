import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerTraffic, portals } from '../db/schema.ts';
import { quotedVisitor } from '../test/shopper.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

describe('startup variants', () => {
  const store = useTestStore();
  let portalId: (code: string) => number;
  beforeAll(async () => {
    const rows = await store.db.select().from(portals);
    portalId = (code) => rows.find((row) => row.code === code)?.id ?? 0;
  });

  it("answers the external entry only for the code of this host's own site", async () => {
    const browser = visitor(store.app);
    expect((await browser.get('get-external-site-infromation?site_name=alpha')).body.data).toMatchObject({
      site_code: 'alpha',
      site_name: 'Alpha Benefits',
      display_phone: '(800) 555-0100',
    });
    expect((await browser.get('get-external-site-infromation?site_name=ALPHA')).statusCode).toBe(200);
    expect((await browser.get('get-external-site-infromation?site_name=beta')).statusCode).toBe(404);
    expect((await browser.get('get-external-site-infromation?site_name=nowhere')).statusCode).toBe(404);
    expect((await visitor(store.app, 'beta.test').get('get-external-site-infromation?site_name=beta')).statusCode).toBe(
      200,
    );
  });

  it("enters a group's store by its website, and only a group of this site", async () => {
    const browser = visitor(store.app);
    const entered = await browser.post('enter-website', { group: 'acorn' });
    expect(entered.body.data).toMatchObject({
      display_name: 'Acorn Co',
      landing_url: null,
      from_site: null,
      identity: { open_type: 'group', eprocess: 'group', enroll_type: 'new-group-member', portal_id: null },
    });
    expect((await browser.get('get-default-info')).body.data.display_name).toBe('Acorn Co');
    expect((await browser.get('get-group-menu')).body.data.category_order).toEqual(['dental']);

    expect((await visitor(store.app).post('enter-website', { group: 'ann' })).statusCode).toBe(404);
    expect((await visitor(store.app).post('enter-website', { group: 'bolt' })).statusCode).toBe(404);
    expect((await visitor(store.app).post('enter-website', { group: '' })).statusCode).toBe(400);
  });

  it("names the partner portal: the theme's elevate_portal, else the site's first portal", async () => {
    const portalOf = async (host: string) => (await visitor(store.app, host).get('get-elevate-info')).body.data;
    expect(await portalOf('delta.test')).toEqual({
      portal_id: portalId('work'),
      portal_name: 'Worksite',
      portal_code: 'work',
    });
    expect((await portalOf('alpha.test')).portal_id).toBe(portalId('retail'));
    expect((await portalOf('gamma.test')).portal_id).toBe(portalId('shop'));
  });

  it('shops in the partner portal in the membership-site mode, and leaves it on a plain entry', async () => {
    const browser = visitor(store.app, 'delta.test');
    expect((await browser.get('get-group-menu')).statusCode).toBe(404);
    const entered = await browser.post('enter-website', { group: 'delta-co', id: 'member-42' });
    expect(entered.body.data).toMatchObject({
      from_site: 'membership',
      identity: { open_type: 'group', portal_id: portalId('work') },
    });
    const groupId = entered.body.data.group_id;
    expect((await browser.get(`get-group-menu?group_id=${groupId}`)).body.data.category_order).toEqual([
      'dental',
      'vision',
    ]);
    expect((await browser.get(`get-group-menu?group_id=${groupId}&from_site=membership`)).body.data).toEqual({
      categories: [{ key: 'vision', label: 'Vision' }],
      category_order: ['vision'],
    });
    expect((await browser.get(`get-group-menu?group_id=${groupId + 1}`)).statusCode).toBe(404);

    const plain = await browser.post('enter-website', { group: 'delta-co' });
    expect(plain.body.data).toMatchObject({ from_site: null, identity: { portal_id: portalId('work') } });
    expect((await browser.post('enter-website', { group: 'delta-co', id: 'bad id!' })).statusCode).toBe(400);
  });

  it("records partner traffic once for the session's own enrollment, and only from the membership site", async () => {
    const partnerVisitor = visitor(store.app, 'gamma.test');
    expect((await partnerVisitor.post('enter-website', { group: 'gulf', id: 'member-7' })).statusCode).toBe(200);
    const { enrollmentId } = await quotedVisitor(store.app, {}, partnerVisitor);
    for (let call = 0; call < 2; call++) {
      expect((await partnerVisitor.post('track-elevate-traffic', { enrollment_id: enrollmentId })).body).toEqual({
        status: 'success',
        data: { result: true },
      });
    }
    const rows = await store.db.select().from(partnerTraffic).where(eq(partnerTraffic.enrollmentId, enrollmentId));
    expect(rows).toEqual([
      expect.objectContaining({
        partnerReference: 'member-7',
        portalId: portalId('shop'),
        groupId: expect.any(Number),
      }),
    ]);

    const plain = await quotedVisitor(store.app);
    const refused = await plain.browser.post('track-elevate-traffic', { enrollment_id: plain.enrollmentId });
    expect(refused.statusCode).toBe(403);
    const stranger = await plain.browser.post('track-elevate-traffic', { enrollment_id: enrollmentId });
    expect([stranger.statusCode, stranger.body.message]).toEqual([404, 'Enrollment not found']);
  });

  it("tells the browser when the host is the site's fixed main host", async () => {
    expect((await visitor(store.app, 'delta.test').get('get-default-info')).body.data.main_host).toBe(true);
    expect((await visitor(store.app).get('get-default-info')).body.data.main_host).toBe(false);
  });
});
