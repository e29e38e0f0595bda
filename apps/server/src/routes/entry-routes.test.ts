import { describe, expect, it } from 'vitest';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';

describe('entry and identity', () => {
  const store = useTestStore();
  const rep = async () => {
    const browser = visitor(store.app);
    expect((await browser.post('confirm-agent', { agent_code: 'ann-1000' })).statusCode).toBe(200);
    return browser;
  };

  it("shows a representative's details for their access code, and answers 204 for an unknown one", async () => {
    const browser = visitor(store.app);
    const found = await browser.post('validate-agent', { agent_code: 'ANN-1000' });
    expect(found.body.data).toMatchObject({
      first_name: 'Ann',
      last_name: 'Agent',
      email: 'ann@alpha.test',
      landing_url: '/ann',
    });
    expect((await browser.post('validate-agent', { agent_code: 'NOPE-1' })).statusCode).toBe(204);
    expect((await visitor(store.app, 'beta.test').post('validate-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(
      204,
    );
    expect((await browser.post('validate-agent', { agent_code: '' })).body.data).toEqual([
      { target_element: 'agent_code', error_message: 'Field is required' },
    ]);
  });

  it("finds a representative's store by their enroller code, never by the access code that signs them in", async () => {
    const browser = visitor(store.app);
    const found = await browser.post('validate-rep-code', { rep_code: 'ann100' });
    expect(found.body.data).toEqual({ display_name: 'Ann Agent', landing_page: 'ann', landing_url: '/ann' });
    expect((await browser.post('validate-rep-code', { rep_code: 'ANN-1000' })).statusCode).toBe(204);
    expect((await visitor(store.app, 'beta.test').post('validate-rep-code', { rep_code: 'ANN100' })).statusCode).toBe(
      204,
    );
    expect((await browser.post('validate-rep-code', { rep_code: ' ' })).body.data).toEqual([
      { target_element: 'rep_code', error_message: 'Field is required' },
    ]);
    // Finding a store changes nothing about the visitor: they are not the representative.
    expect((await browser.get('get-default-info')).body.data).toMatchObject({
      agent_id: null,
      display_name: 'Alpha Benefits',
    });
  });

  it('records a confirmed representative in the server session, and the header shows them', async () => {
    const browser = await rep();
    const info = (await browser.get('get-default-info')).body.data;
    expect(info).toMatchObject({
      display_name: 'Ann Agent',
      display_phone: '(214) 555-0100',
      display_email: 'ann@alpha.test',
    });
    expect(info.identity).toMatchObject({
      eprocess: 'rep',
      open_type: 'agent',
      rep_authenticated: true,
      store_access: true,
    });
    expect((await browser.get('get-agent-info-enroll')).body.data).toMatchObject({
      agent_fname: 'Ann',
      agent_lname: 'Agent',
    });
  });

  it('lets the representative choose only their portals and their groups', async () => {
    const browser = await rep();
    const portals = (await browser.get('get-enrollment-platforms')).body.data;
    expect(portals.map((portal: { platform_code: string }) => portal.platform_code)).toEqual(['retail', 'work']);
    const retail = portals[0].platform_group_id;
    const groups = (await browser.get(`get-agent-groups?portal_id=${retail}`)).body.data;
    expect(groups).toEqual([{ gid: expect.any(Number), gname: 'Acorn Co' }]);

    const chosen = await browser.post('update-filter-portal', { platform_group_id: retail, group_id: groups[0].gid });
    expect(chosen.body.data).toMatchObject({
      portal_id: retail,
      group_id: groups[0].gid,
      enroll_type: 'new-group-member',
    });

    const otherGroup = await browser.post('update-filter-portal', { platform_group_id: retail, group_id: 999 });
    expect(otherGroup.body.data).toEqual([{ target_element: 'group_id', error_message: 'Please choose a group' }]);
    const otherPortal = await browser.post('update-filter-portal', { platform_group_id: 999 });
    expect(otherPortal.body.data).toEqual([
      { target_element: 'platform_group_id', error_message: 'Please choose a platform' },
    ]);
  });

  it('refuses forged representative and group ids', async () => {
    const browser = await rep();
    const own = (await browser.identity()).agent_id;
    for (const call of [
      'get-agent-groups',
      'get-agent-info-enroll',
      'get-enrollment-platforms',
      'get-agent-landing-page-info',
      'get-agent-about-page-info',
    ]) {
      expect((await browser.get(`${call}?agent_id=${own + 1}`)).statusCode).toBe(404);
    }
    expect((await browser.get('get-group-info-enroll?group_id=1')).statusCode).toBe(404);
    const stranger = visitor(store.app);
    expect((await stranger.get(`get-agent-groups?agent_id=${own}`)).statusCode).toBe(404);
    expect((await stranger.get('get-enrollment-platforms')).statusCode).toBe(403);
    expect((await stranger.get(`get-featured-plans?agent_id=${own}`)).statusCode).toBe(403);
  });

  it('enrolls an employee under the group of an enrollment code', async () => {
    const browser = visitor(store.app, 'beta.test');
    expect((await browser.identity()).store_access).toBe(false);
    expect((await browser.post('validate-group', { group_code: 'bolt-2000' })).body.data).toMatchObject({
      name: 'Bolt Co',
      landing_url: '/bolt',
    });
    const confirmed = (await browser.post('confirm-group', { group_code: 'BOLT-2000' })).body.data;
    expect(confirmed.identity).toMatchObject({ eprocess: 'group', open_type: 'group', store_access: true });
    expect((await browser.get('get-default-info')).body.data.display_name).toBe('Bolt Co');
    expect((await browser.get('get-group-info-enroll')).body.data).toMatchObject({ gname: 'Bolt Co' });
    expect((await browser.get('get-group-about-page-info')).body.data).toMatchObject({
      display_about_name: 'Bolt Co',
      display_email: expect.stringContaining('@'),
    });
    expect((await visitor(store.app, 'beta.test').get('get-group-about-page-info')).statusCode).toBe(404);
    const featured = (await browser.get('get-featured-plans')).body.data;
    expect(featured.map((plan: { plan_name: string }) => plan.plan_name)).toContain('Bolt Pet Care');
  });

  it('opens a landing page as that store, and answers not found for a name nobody has', async () => {
    const browser = visitor(store.app);
    const landing = (await browser.post('validate-landing-page', { landing_page: 'ann' })).body.data;
    expect(landing).toMatchObject({ type: 'Agent', display_name: 'Ann Agent', landing_url: '/ann' });
    expect(landing.identity).toMatchObject({ open_type: 'agent', eprocess: 'applicant', rep_authenticated: false });
    expect((await browser.get('get-agent-about-page-info')).body.data).toMatchObject({
      display_about_name: 'Ann Agent',
      display_phone: '(214) 555-0100',
    });
    expect((await browser.post('validate-landing-page', { landing_page: 'acorn' })).body.data).toMatchObject({
      type: 'Group',
      landing_url: null,
    });
    expect((await browser.post('validate-landing-page', { landing_page: 'nobody' })).statusCode).toBe(404);
  });

  it("opens a referral link as the referrer's store", async () => {
    const browser = visitor(store.app);
    const referral = (await browser.post('get-enrollment-info-referral', { referral_id: 'annReferral0123456789' })).body
      .data;
    expect(referral).toMatchObject({ valid_referral_link: true, referrer_info: { display_name: 'Ann Agent' } });
    expect(referral.identity).toMatchObject({ referral: 'annReferral0123456789', open_type: 'agent' });
    const invalid = (await browser.post('get-enrollment-info-referral', { referral_id: 'guessed-id' })).body.data;
    expect(invalid).toMatchObject({ valid_referral_link: false, referrer_info: null });
  });

  it('refuses a client that keeps guessing codes, even with a right one', async () => {
    const browser = visitor(store.app);
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await browser.post('validate-group', { group_code: `GUESS-${attempt}` })).statusCode).toBe(204);
    }
    const refused = await browser.post('validate-agent', { agent_code: 'ANN-1000' });
    expect(refused.statusCode).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect((await browser.post('confirm-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(429);
    expect((await visitor(store.app).post('validate-agent', { agent_code: 'ANN-1000' })).statusCode).toBe(200);
  });
});
