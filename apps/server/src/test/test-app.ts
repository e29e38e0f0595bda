import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { importCatalog } from '../catalog/import-catalog.ts';
import { createEnrollmentStore } from '../enrollment/enrollment-store.ts';
import { createMailService } from '../mail/mail-service.ts';
import { type MailTransport, outboxTransport } from '../mail/mail-transport.ts';
import { smsOutboxTransport } from '../mail/sms-transport.ts';
import { createSessionService } from '../session/session-service.ts';
import { testProcessor } from '../wizard/billing/test-processor.ts';
import { createInlineJobQueue } from './inline-job-queue.ts';
import { openTestDatabase, testCipher } from './test-database.ts';

export type TestAppOptions = {
  /** Another catalog than the test catalog, imported into the file's database. */
  catalogDir?: string;
  now?: () => Date;
  demoMode?: boolean;
  /** The demo outbox unless given. */
  mailTransport?: MailTransport;
  /** Collects the app's log lines (info and above) here; logs are off without it. */
  logLines?: string[];
  /** As TRUST_PROXY sets it: whose X-Forwarded-For names the client. */
  trustProxy?: boolean | string;
  /** As METRICS_TOKEN sets it: the bearer token that opens `/metrics` from elsewhere. */
  metricsToken?: string;
};

/** The real app on a fresh database holding the test catalog; its jobs run when the test calls `jobs.drain()`. */
async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase(options.catalogDir ? 'migrated' : 'catalog');
  const cipher = testCipher();
  if (options.catalogDir) await importCatalog({ db: database.db, cipher }, options.catalogDir);
  const jobs = createInlineJobQueue();
  const app = await buildApp({
    database,
    catalogCheckEveryMs: 0,
    // As on the embedded database: any write that bypasses the stores shows up as a stale read.
    readCacheSeconds: 30,
    cipher,
    now: options.now,
    jobs,
    mailTransport: options.mailTransport ?? outboxTransport,
    smsTransport: smsOutboxTransport,
    demoMode: options.demoMode ?? false,
    trustProxy: options.trustProxy,
    metricsToken: options.metricsToken,
    paymentProcessor: testProcessor,
    ...(options.logLines
      ? { logLevel: 'info', logStream: { write: (line: string) => void options.logLines?.push(line) } }
      : {}),
  });
  return {
    app,
    db: database.db,
    /**
     * The only way a test changes sessions, enrollments and carts: stores on the app's database handle share its
     * read cache, so what they write the app reads.
     */
    sessions: createSessionService({ db: database.db, idleMinutes: 120 }),
    enrollments: createEnrollmentStore({ db: database.db, now: options.now }),
    cipher,
    jobs,
    /** Queues e-mail as the app's services do, on the same database and queue. */
    mail: createMailService({ db: database.db, jobs, log: app.log, cipher }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestStore = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app of a test file or suite (fastify/demo's test helper): built before its tests and closed after them. The
 * store answers once `beforeAll` ran, in tests and hooks; options that need earlier hooks' work come as a function.
 */
export function useTestStore(options: TestAppOptions | (() => TestAppOptions) = {}): TestStore {
  let current: TestStore | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestStore, {
    get(_target, key) {
      if (!current) throw new Error('The test store is built in beforeAll: use it inside a test or a hook');
      return Reflect.get(current, key);
    },
  });
}

export const base64 = (text: string) => Buffer.from(text).toString('base64');
