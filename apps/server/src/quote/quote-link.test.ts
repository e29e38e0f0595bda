import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../db/schema.ts';
import { useTestStore } from '../test/test-app.ts';
import { hashQuoteToken, newQuoteToken, quoteLink, siteOrigin } from './quote-link.ts';

describe('quote links', () => {
  const store = useTestStore();
  let alphaId: number;
  beforeAll(async () => {
    const [alpha] = await store.db.select({ id: sites.id }).from(sites).where(eq(sites.code, 'alpha'));
    alphaId = alpha?.id ?? 0;
  });

  it("takes the request's host, with its port, only when it is one of the site's domains", async () => {
    const origin = (protocol: string, host: string) => siteOrigin(store.db, alphaId, { protocol, host });
    expect(await origin('http', 'localhost:3100')).toBe('http://localhost:3100');
    expect(await origin('https', 'ALPHA.test')).toBe('https://alpha.test');
    // Another site's domain, a foreign one, or a Host header with tricks in it: the site's first domain.
    expect(await origin('http', 'beta.test')).toBe('http://alpha.test');
    expect(await origin('http', 'evil.test:3100')).toBe('http://alpha.test');
    expect(await origin('http', 'alpha.test@evil.test')).toBe('http://alpha.test');
    expect(await origin('http', 'evil.test/alpha.test')).toBe('http://alpha.test');
  });

  it('carries a 256-bit token and the cart_info tab in base64; only the hash is looked up', () => {
    const token = newQuoteToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newQuoteToken()).not.toBe(token);
    expect(hashQuoteToken(token)).not.toBe(token);
    expect(quoteLink('http://alpha.test', token)).toBe(
      `http://alpha.test/save-cart-direct-continue/${token}/${Buffer.from('cart_info').toString('base64')}`,
    );
  });
});
