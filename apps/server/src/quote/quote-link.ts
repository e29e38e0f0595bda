import { createHash, randomBytes } from 'node:crypto';
import { CART_TAB } from '@openenroll/contract/wizard/steps';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { siteDomains } from '../db/schema.ts';

/** 32 random bytes: the link's secret. Only its hash is looked up. */
export const newQuoteToken = () => randomBytes(32).toString('base64url');
export const hashQuoteToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const quoteLink = (origin: string, token: string) =>
  `${origin}/save-cart-direct-continue/${token}/${Buffer.from(CART_TAB).toString('base64')}`;

/** Where the request came from, as Fastify reads it (X-Forwarded-* only when the proxy is trusted). */
export type RequestOrigin = { protocol: string; host: string };

const hostWithPort = /^([a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The origin links in e-mails point at. The Host header is the sender's to choose, so it is used only when it is one
 * of the site's own domains (with the port it came on: dev and e2e run on localhost:3100); otherwise the site's
 * first domain. A forged Host can never put a foreign domain in a mailed link.
 */
export async function siteOrigin(db: Db, siteId: number, request: RequestOrigin) {
  const rows = await db
    .select({ domain: siteDomains.domain })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, siteId))
    .orderBy(asc(siteDomains.domain));
  const domains = rows.map((row) => row.domain);
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const [, hostname, port] = hostWithPort.exec(request.host.trim()) ?? [];
  const name = hostname?.toLowerCase().replace(/\.$/, '');
  if (name && domains.includes(name)) return `${protocol}://${name}${port ?? ''}`;
  const [first] = domains;
  if (!first) throw new Error(`Site ${siteId} has no domain to link to`);
  return `${protocol}://${first}`;
}
