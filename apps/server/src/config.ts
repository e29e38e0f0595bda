import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export type Config = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  demoMode: boolean;
  dataKey?: string;
  logLevel: string;
  sessionIdleMinutes: number;
  webDist: string;
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
};

/** A setting that makes the server refuse to start: its message says what to set. */
export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, 'data')),
    demoMode: demoModeOf(env),
    dataKey: env.DATA_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionIdleMinutes: Number(env.SESSION_IDLE_MINUTES ?? 120),
    webDist: resolve(env.WEB_DIST ?? resolve(repoRoot, 'apps/web/dist')),
    demoCatalogDir: resolve(env.DEMO_CATALOG_DIR ?? resolve(repoRoot, 'catalog')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'OpenEnroll <no-reply@localhost>',
    smsUrl: env.SMS_URL || undefined,
    emailDnsCheck: (env.EMAIL_DNS_CHECK ?? (demoModeOf(env) ? 'false' : 'true')) === 'true',
    quoteLinkDays: positiveNumber('QUOTE_LINK_DAYS', env.QUOTE_LINK_DAYS || '30'),
    quoteReminderDelays: (env.QUOTE_REMINDER_DELAYS ?? '172800,432000')
      .split(',')
      .filter((part) => part.trim() !== '')
      .map((part) => positiveNumber('QUOTE_REMINDER_DELAYS', part)),
    paymentProcessor: env.PAYMENT_PROCESSOR || undefined,
    guardTransactions: env.NODE_ENV !== 'production',
  };
}

const demoModeOf = (env: NodeJS.ProcessEnv) =>
  (env.DEMO_MODE ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true';

function positiveNumber(name: string, text: string) {
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be positive whole numbers (got "${text}").`);
  }
  return value;
}
