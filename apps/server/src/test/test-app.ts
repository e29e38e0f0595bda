import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { importCatalog } from '../catalog/import-catalog.ts';
import { createEnrollmentStore } from '../enrollment/enrollment-store.ts';
import { createMailService } from '../mail/mail-service.ts';
import { type MailTransport, outboxTransport } from '../mail/mail-transport.ts';
import { smsOutboxTransport } from '../mail/sms-transport.ts';
import { createCipher } from '../security/cipher.ts';
import { createSessionService } from '../session/session-service.ts';
import { createInlineJobQueue } from './inline-job-queue.ts';
import { openTestDatabase } from './test-database.ts';

export const testCatalogDir = fileURLToPath(new URL('./catalog', import.meta.url));

type TestAppOptions = {
  catalogDir?: string;
  now?: () => Date;
  demoMode?: boolean;
  /** The demo outbox unless given. */
  mailTransport?: MailTransport;
};

/** The real app on a fresh database holding the test catalog; its jobs run when the test calls `jobs.drain()`. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await openTestDatabase();
  const cipher = createCipher(randomBytes(32));
  await importCatalog({ db: database.db, cipher }, options.catalogDir ?? testCatalogDir);
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
    mail: createMailService({ db: database.db, jobs, log: app.log }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const base64 = (text: string) => Buffer.from(text).toString('base64');
