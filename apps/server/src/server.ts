import { setTimeout } from 'node:timers/promises';
import { count } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { importCatalog } from './catalog/import-catalog.ts';
import { ConfigError, readConfig } from './config.ts';
import { createEmailCheck, dnsDomainMail, rememberedDomainMail } from './contact-check/email-check.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { MigrationStateError } from './db/migrations.ts';
import { openStoreDatabase } from './db/open-store-database.ts';
import { sites } from './db/schema.ts';
import { isLoopback } from './http/loopback.ts';
import { startPgBossQueue } from './jobs/pg-boss-queue.ts';
import { createMailService } from './mail/mail-service.ts';
import { mailTransportFor } from './mail/mail-transport.ts';
import { smsTransportFor } from './mail/sms-transport.ts';
import { paymentProcessorFor } from './wizard/billing/payment-processor.ts';

async function main() {
  // Inside main: a bad setting ends with its message, not a stack trace.
  const config = readConfig();
  const mailTransport = mailTransportFor(config);
  const smsTransport = smsTransportFor(config);
  const paymentProcessor = paymentProcessorFor(config);
  const store = await openStoreDatabase(config);
  const { db } = store.database;
  const hasSites = async () => ((await db.select({ n: count() }).from(sites))[0]?.n ?? 0) > 0;
  if (!(await hasSites())) {
    try {
      const imported = await importCatalog({ db, cipher: store.cipher }, config.demoCatalogDir);
      console.log(`Loaded the demo catalog: ${imported.plans} plans, ${imported.sites} sites.`);
    } catch (error) {
      // Instances started together on an empty database: one loads the catalog, the others' imports then fail on it.
      if (!(await hasSites())) throw error;
    }
  }

  // The queue's own failures go to the app's log once there is one.
  let reportJobError = (error: Error) => console.error(`Job queue: ${error.message}`);
  const jobs = await startPgBossQueue({
    connection: store.database.jobConnection,
    onError: (error) => reportJobError(error),
  });
  const app = await buildApp({
    database: store.database,
    webDist: config.webDist,
    webRenderer: config.webRenderer,
    sessionIdleMinutes: config.sessionIdleMinutes,
    // The embedded database is locked to this process, so every write passes through this app.
    readCacheSeconds: store.database.kind === 'pglite' ? 30 : 0,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    cipher: store.cipher,
    jobs,
    mailTransport,
    smsTransport,
    paymentProcessor,
    emailCheck: createEmailCheck(config.emailDnsCheck ? { domainMail: rememberedDomainMail(dnsDomainMail()) } : {}),
    demoMode: config.demoMode,
    demoMailHours: config.demoMailHours,
    quoteLinkDays: config.quoteLinkDays,
    quoteReminderDelaysSeconds: config.quoteReminderDelays,
    metricsToken: config.metricsToken,
    processMetrics: true,
  });
  reportJobError = (error) => app.log.error({ err: error }, 'job queue failed');
  const mail = createMailService({
    db,
    cipher: store.cipher,
    transport: mailTransport,
    sms: smsTransport,
    log: app.log,
    outboxKeepSeconds: config.demoMailHours * 3600,
  });
  const sealed = await mail.sealEarlier();
  if (sealed) console.log(`Sealed ${sealed} messages an earlier version kept in clear.`);
  await mail.pruneExpired();
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // Out of rotation first: requests keep being answered until the load balancer has seen /readyz fail.
    app.drain();
    await setTimeout(config.shutdownDrainSeconds * 1000);
    await app.close();
    // Running jobs finish before the database they write to closes.
    await jobs.stop();
    mailTransport.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = store.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  console.log(`OpenEnroll is serving http://localhost:${config.port} on the ${where}.`);
  if (config.demoMode) {
    console.log('Demo mode is on.');
    console.log(`Demo mailbox: http://localhost:${config.port}/mailbox`);
    if (!isLoopback(config.host))
      console.log(`Demo mode on HOST=${config.host}: the mailbox answers this machine only.`);
  }
  if (mailTransport.kind === 'outbox') console.log('E-mail stays in the demo mailbox: set SMTP_URL to send it.');
  if (smsTransport?.kind === 'outbox') console.log('Text messages stay in the demo mailbox: set SMS_URL to send them.');
  if (!smsTransport) console.log('Text messages are off: set SMS_URL to send one-time codes by phone.');
  if (paymentProcessor?.kind === 'test')
    console.log('Card payments use the test processor: only test cards are taken.');
  if (!paymentProcessor) console.log('Card payments are off: no PAYMENT_PROCESSOR is configured.');
}

main().catch((error) => {
  const known =
    error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof MigrationStateError;
  console.error(known ? error.message : error);
  process.exit(1);
});
