import { describe, expect, it } from 'vitest';
import { base64, useTestStore } from '../test/test-app.ts';

describe('identity, theme and menu calls', () => {
  const store = useTestStore();

  const get = async (url: string, host = 'alpha.test') => {
    const response = await store.app.inject({ url: `/api/v1/${url}`, headers: { host } });
    return { statusCode: response.statusCode, body: response.json() };
  };

  it("gives each domain its own site's theme, and unknown domains the default site's", async () => {
    const theme = async (domain: string) =>
      (await get(`get-external-site-dynamic-information?site_domain=${base64(domain)}`)).body.data;
    expect(await theme('beta.test')).toContainEqual({ key: 'primary_color', value: '#8a3b12' });
    expect(await theme('alpha.test:3000')).toContainEqual({ key: 'primary_color', value: '#0b5cad' });
    expect(await theme('elsewhere.test')).toContainEqual({ key: 'primary_color', value: '#0b5cad' });
  });

  it('names the site on a domain, and answers not found for a domain no site owns', async () => {
    expect((await get(`get-domainSite-infromation?site_domain=${base64('beta.test')}`)).body).toMatchObject({
      status: 'success',
      data: { site_name: 'Beta Health', gid: null },
    });
    expect((await get(`get-domainSite-infromation?site_domain=${base64('elsewhere.test')}`)).statusCode).toBe(404);
  });

  it("answers the host's site contact details as default info", async () => {
    expect((await get('get-default-info', 'beta.test')).body.data).toMatchObject({
      display_name: 'Beta Health',
      display_phone: '(800) 555-0200',
      portal_id: null,
    });
  });

  it("lists only the categories on sale on the host's site, in catalog order", async () => {
    expect((await get('get-common-menu')).body.data).toEqual({
      categories: [
        { key: 'dental', label: 'Dental' },
        { key: 'vision', label: 'Vision' },
      ],
      category_order: ['dental', 'vision'],
    });
    expect((await get('get-common-menu', 'beta.test')).body.data.category_order).toEqual(['vision']);
  });

  it('features only plans sold on the site and never group-only plans to the public', async () => {
    const names = async (host: string) =>
      (await get('get-featured-plans', host)).body.data.map((plan: { plan_name: string }) => plan.plan_name);
    expect(await names('alpha.test')).toEqual(['Smile Dental', 'Sight Vision']);
    expect(await names('beta.test')).toEqual(['Sight Vision']);
  });

  it('refuses an agent, group or portal id the session does not hold', async () => {
    for (const id of ['agent_id=1', 'group_id=1', 'portal_id=1']) {
      const response = await get(`get-featured-plans?${id}`);
      expect(response.statusCode).toBe(403);
      expect(response.body.status).toBe('error');
    }
  });

  it('serves catalog images with their content type', async () => {
    const response = await store.app.inject({ url: '/catalog-assets/alpha.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    const again = await store.app.inject({
      url: '/catalog-assets/alpha.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
