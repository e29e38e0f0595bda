import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The headers of the page's request that its calls carry too: who asks, from where, through which proxies. */
const carried = [
  'host',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'sec-fetch-site',
] as const;

/**
 * A page opened from the store itself, or typed, bookmarked or reloaded (Sec-Fetch-Site): its calls may write, as its
 * own code would once it runs. Opened from another site, or by a browser that does not say, it only reads: a link
 * elsewhere must not make the visitor's session write (plugins/same-site-writes.ts).
 */
const writesFrom = new Set(['same-origin', 'same-site', 'none']);

/** A Set-Cookie header's name, and whether it ends the cookie. */
function cookieOf(header: string) {
  const [pair = '', ...attributes] = header.split(';');
  const name = pair.slice(0, pair.indexOf('=')).trim();
  const value = pair.slice(pair.indexOf('=') + 1).trim();
  const ends = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
  return { name, value, ends };
}

/**
 * The calls a page makes while the server writes it, sent through the app itself as the visitor's browser would send
 * them: the same cookies, address and headers, so each call checks the session exactly as it would. A cookie a call
 * sets (a renewed session) is carried by the page's later calls, and `setCookies` hands them to the page's answer.
 */
export function pageCalls(app: FastifyInstance, page: FastifyRequest, language: string) {
  const jar = new Map(
    Object.entries(page.cookies).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  );
  const set = new Map<string, string>();
  const headers: Record<string, string> = {};
  for (const name of carried) {
    const value = page.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }

  const writes = writesFrom.has(String(page.headers['sec-fetch-site']));

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    // Left for the browser to send once the page runs, if it still wants to.
    if (method !== 'GET' && !writes) return new Response(null, { status: 403 });
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...Object.fromEntries(new Headers(init?.headers).entries()),
        ...headers,
        'accept-language': language,
        'x-request-id': page.id,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      payload: typeof init?.body === 'string' ? init.body : undefined,
      // The connection's own address: what only this machine may see (the demo mailbox) stays so.
      remoteAddress: page.socket.remoteAddress,
    });
    const cookies = answer.headers['set-cookie'];
    for (const header of cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies]) {
      const { name, value, ends } = cookieOf(header);
      if (ends) jar.delete(name);
      else jar.set(name, value);
      set.set(name, header);
    }
    const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
    return new Response(body, {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined || name === 'set-cookie' ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };

  return { fetch, setCookies: () => [...set.values()] };
}
