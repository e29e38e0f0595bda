import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.ts';
import { importCatalog } from '../catalog/import-catalog.ts';
import { createMailService } from '../mail/mail-service.ts';
import { type MailTransport, outboxTransport } from '../mail/mail-transport.ts';
import { smsOutboxTransport } from '../mail/sms-transport.ts';
import { createCipher } from '../security/cipher.ts';
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
