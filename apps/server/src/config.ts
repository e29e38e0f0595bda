import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { isLoopback } from './http/loopback.ts';
import { repoRoot } from './server-root.ts';

export type Config = {
  port: number;
  host: string;
  /**
   * Which proxies' X-Forwarded-For (and -Proto, -Host) to believe, as Fastify's `trustProxy`: false (none), true
   * (any), or their addresses. Rate limits count per `request.ip`, the client behind the trusted proxies.
   */
  trustProxy: boolean | string;
  databaseUrl?: string;
  dataDir: string;
  /** Apply pending migrations when the server starts; false when the operator runs `npm run db:migrate` as a step. */
  migrateOnStart: boolean;
  /** Demo conveniences, the mailbox among them: every one-time code and link the store sent, readable by anyone. */
  demoMode: boolean;
  /** Hours the demo outbox keeps a message's sealed body for the mailbox; then only its receipt stays. */
  demoMailHours: number;
  dataKey?: string;
  logLevel: string;
  sessionIdleMinutes: number;
  webDist: string;
  /** The web app's renderer, built beside the web build (`dist-ssr/entry-server.js`). */
  webRenderer: string;
  demoCatalogDir: string;
  /** smtp://user:pass@host:port (or smtps://); without it, demo mode keeps e-mail in the database's outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** twilio://ACCOUNT_SID:AUTH_TOKEN@+1FROMNUMBER; without it, demo mode keeps text messages in the outbox. */
  smsUrl?: string;
  /** Ask DNS whether an e-mail address's domain takes mail; off in demo mode, which must work offline. */
  emailDnsCheck: boolean;
  /** Days a quote's e-mailed link opens the cart. */
  quoteLinkDays: number;
  /** When an unanswered quote's reminders go, in seconds after it was sent. */
  quoteReminderDelays: number[];
  /** Which payment processor turns cards into tokens: `test` (demo mode only); unset outside demo mode: no cards. */
  paymentProcessor?: string;
  /** Outside production, a query on the database handle inside its own transaction throws (db/transactions.ts). */
  guardTransactions: boolean;
  /** Lets a scraper elsewhere read `/metrics` with `Authorization: Bearer <token>`; this machine may without it. */
  metricsToken?: string;
  /** On SIGTERM, how long the server keeps answering, out of the load balancer's rotation, before it closes. */
  shutdownDrainSeconds: number;
};

/** A setting that makes the server refuse to start: its message says what to set. */
export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || 'localhost';
  const demoMode = demoModeOf(env, host);
  const webDist = resolve(env.WEB_DIST ?? resolve(repoRoot, 'apps/web/dist'));
  return {
    port: Number(env.PORT ?? 3000),
    host,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, 'data')),
    migrateOnStart: trueOrFalse('MIGRATE_ON_START', env.MIGRATE_ON_START || 'true'),
    demoMode,
    demoMailHours: positiveNumber('DEMO_MAIL_HOURS', env.DEMO_MAIL_HOURS || '24'),
    dataKey: env.DATA_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 120),
    webDist,
    webRenderer: resolve(webDist, '..', 'dist-ssr', 'entry-server.js'),
    demoCatalogDir: resolve(env.DEMO_CATALOG_DIR ?? resolve(repoRoot, 'catalog')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'OpenEnroll <no-reply@localhost>',
    smsUrl: env.SMS_URL || undefined,
    emailDnsCheck: (env.EMAIL_DNS_CHECK ?? (demoMode ? 'false' : 'true')) === 'true',
    quoteLinkDays: positiveNumber('QUOTE_LINK_DAYS', env.QUOTE_LINK_DAYS || '30'),
    quoteReminderDelays: (env.QUOTE_REMINDER_DELAYS ?? '172800,432000')
      .split(',')
      .filter((part) => part.trim() !== '')
      .map((part) => positiveNumber('QUOTE_REMINDER_DELAYS', part)),
    paymentProcessor: env.PAYMENT_PROCESSOR || undefined,
    guardTransactions: env.NODE_ENV !== 'production',
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
    shutdownDrainSeconds: wholeSeconds('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS || '0'),
  };
}

/**
 * Demo mode shows every one-time code and quote link to whoever opens the mailbox, so it is on by default only outside
 * production on a loopback address; on any other address it must be asked for by name (`public`).
 */
function demoModeOf(env: NodeJS.ProcessEnv, host: string) {
  const setting = env.DEMO_MODE || (env.NODE_ENV === 'production' ? 'false' : 'true');
  if (setting === 'false') return false;
  if (setting === 'public') return true;
  if (setting !== 'true') throw new ConfigError(`DEMO_MODE must be true, false or public (got "${setting}").`);
  if (isLoopback(host)) return true;
  throw new ConfigError(
    `Demo mode is refused on HOST=${host}: its mailbox shows every one-time code and quote link to anyone who can ` +
      'reach the server. Listen on this machine only (HOST=localhost), turn demo mode off (DEMO_MODE=false, with ' +
      'SMTP_URL and DATA_KEY), or expose it anyway with DEMO_MODE=public.',
  );
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** true, false, or proxy addresses: IPs, CIDR ranges and proxy-addr's names, comma-separated. */
function trustProxyOf(text = '') {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  const proxies = value.split(',').map((part) => part.trim());
  if (!proxies.every(isProxyAddress)) {
    // A hop count is refused too: it cannot tell a proxy from a client that sends the header itself.
    throw new ConfigError(
      `TRUST_PROXY must be true, false, or the proxies' addresses (IP or CIDR, comma-separated; or loopback, linklocal, uniquelocal), got "${text}".`,
    );
  }
  return proxies.join(',');
}

function isProxyAddress(part: string) {
  if (proxyNames.has(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A bearer secret: long enough that guessing it is hopeless. */
function metricsTokenOf(text = '') {
  const token = text.trim();
  if (token === '') return undefined;
  if (token.length < 24)
    throw new ConfigError('METRICS_TOKEN must be at least 24 characters (e.g. openssl rand -hex 32).');
  return token;
}

function trueOrFalse(name: string, text: string) {
  if (text !== 'true' && text !== 'false') throw new ConfigError(`${name} must be true or false (got "${text}").`);
  return text === 'true';
}

function wholeSeconds(name: string, text: string) {
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a whole number of seconds (got "${text}").`);
  return value;
}

function positiveNumber(name: string, text: string) {
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be positive whole numbers (got "${text}").`);
  }
  return value;
}
