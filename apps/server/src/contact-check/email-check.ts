import { promises as dns } from 'node:dns';
import type { Validity } from '@openenroll/contract/wizard/contact-info';
import { emailField } from '@openenroll/contract/wizard/fields';
import MailChecker from 'mailchecker';

/** How a domain takes mail; `unknown` when the name service cannot be asked (offline, timeout). */
export type DomainMail = 'accepts' | 'none' | 'unknown';
export type DomainMailLookup = (domain: string) => Promise<DomainMail>;

const noSuchRecord = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

/** Asks DNS for the domain's MX records, falling back to its address records (RFC 5321 §5.1), within `timeoutMs`. */
export function dnsDomainMail(timeoutMs = 2500): DomainMailLookup {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 1 });
  const has = (lookup: Promise<unknown[]>) =>
    lookup.then(
      (records) => (records.length > 0 ? 'yes' : 'no'),
      (error: NodeJS.ErrnoException) => (noSuchRecord.has(error.code ?? '') ? 'no' : 'unknown'),
    );
  return async (domain) => {
    const mx = await has(resolver.resolveMx(domain));
    if (mx === 'yes') return 'accepts';
    const address = await has(resolver.resolve4(domain));
    if (address === 'yes') return 'accepts';
    return mx === 'unknown' || address === 'unknown' ? 'unknown' : 'none';
  };
}

/**
 * A lookup that remembers each domain's answer for `ttlMs` (at most `limit` domains, the oldest forgotten first) and
 * asks once for a domain asked about again meanwhile: in an enrollment rush most addresses share a few domains, and
 * each Contact save would otherwise wait on the name service. `unknown` is not remembered: the next save asks again.
 */
export function rememberedDomainMail(
  lookup: DomainMailLookup,
  { ttlMs = 3_600_000, limit = 10_000, now = Date.now } = {},
): DomainMailLookup {
  const answers = new Map<string, { mail: Promise<DomainMail>; until: number }>();
  return (domain) => {
    const held = answers.get(domain);
    if (held && held.until > now()) return held.mail;
    answers.delete(domain);
    const mail = lookup(domain);
    answers.set(domain, { mail, until: now() + ttlMs });
    if (answers.size > limit) answers.delete(answers.keys().next().value as string);
    void mail.then(
      (answer) => answer === 'unknown' && answers.get(domain)?.mail === mail && answers.delete(domain),
      () => answers.get(domain)?.mail === mail && answers.delete(domain),
    );
    return mail;
  };
}

export type EmailCheck = (email: string) => Promise<Validity>;

/**
 * The built-in e-mail validation (the spec's 'neverbounce' adapter): the address's form, a disposable-address
 * service (the maintained MailChecker list), and, when a lookup is given, a domain that takes mail. When DNS cannot
 * answer, the address is not doubted: a person must never be stopped because the store is offline.
 */
export function createEmailCheck(deps: { domainMail?: DomainMailLookup }): EmailCheck {
  return async (email) => {
    const parsed = emailField().safeParse(email);
    if (!parsed.success) return { valid: false, reason: 'format' };
    if (!MailChecker.isValid(parsed.data)) return { valid: false, reason: 'disposable' };
    const domain = parsed.data.slice(parsed.data.lastIndexOf('@') + 1).toLowerCase();
    const mail = deps.domainMail ? await deps.domainMail(domain) : 'unknown';
    return mail === 'none' ? { valid: false, reason: 'no-mail-domain' } : { valid: true, reason: null };
  };
}
