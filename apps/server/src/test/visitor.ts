import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../plugins/session.ts';

let nextAddress = 1;

/** A browser as the API sees it: one host, one client address, and the session cookie it was given. */
export function visitor(app: FastifyInstance, host = 'alpha.test') {
  const remoteAddress = `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  let token: string | undefined;

  async function send(method: 'GET' | 'POST' | 'PUT', call: string, payload?: object) {
    const response = await app.inject({
      method,
      url: `/api/v1/${call}`,
      headers: { host },
      remoteAddress,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
      ...(payload ? { payload } : {}),
    });
    const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    if (cookie) token = cookie.value || undefined;
    return { statusCode: response.statusCode, body: response.body ? response.json() : null };
  }

  return {
    get: (call: string) => send('GET', call),
    post: (call: string, payload: object = {}) => send('POST', call, payload),
    put: (call: string, payload: object = {}) => send('PUT', call, payload),
    identity: async () => (await send('GET', 'get-default-info')).body.data.identity,
  };
}
