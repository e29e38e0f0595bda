import { describe, expect, it } from 'vitest';
import { base64, useTestStore } from '../test/test-app.ts';

describe('the API envelope', () => {
  const store = useTestStore();

  it('wraps a success in status and data', async () => {
    const response = await store.app.inject({
      url: `/api/v1/get-external-site-dynamic-information?site_domain=${base64('alpha.test')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      data: [
        { key: 'logo', value: '/catalog-assets/alpha.svg' },
        { key: 'primary_color', value: '#0b5cad' },
      ],
    });
  });

  it('answers a missing field with target_element and error_message', async () => {
    const response = await store.app.inject({ url: '/api/v1/get-external-site-dynamic-information' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 'error', statusCode: 400 });
    expect(body.data).toEqual([{ target_element: 'site_domain', error_message: expect.any(String) }]);
  });

  it('answers an unknown call as not found, in the same envelope', async () => {
    const response = await store.app.inject({ url: '/api/v1/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', statusCode: 404, data: [] });
  });

  it('reports health with the database kind', async () => {
    const response = await store.app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('publishes the OpenAPI document of the contract', async () => {
    const response = await store.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/v1/get-featured-plans');
  });
});
