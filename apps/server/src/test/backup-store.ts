import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { enrollments } from '../db/schema.ts';
import { outboxTransport } from '../mail/mail-transport.ts';
import { smsOutboxTransport } from '../mail/sms-transport.ts';
import type { Cipher } from '../security/cipher.ts';
import { testProcessor } from '../wizard/billing/test-processor.ts';
import { createStepStore } from '../wizard/step-store.ts';
import { createInlineJobQueue } from './inline-job-queue.ts';
import { quotedVisitor } from './shopper.ts';

const cli = fileURLToPath(new URL('../db/backup/backup-cli.ts', import.meta.url));

/** `npm run db:backup` or `db:restore` as the operator runs it: its own process, configured by `env` alone. */
export function runBackupCli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, ...env } });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}

/** Personal data a shopper typed, kept sealed with the data key: what a restore must give back readable. */
export const typedAnswers = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

/**
 * Shoppers who sent the quote form through the store's API: their enrollments' ids, sorted, and the one whose Personal
 * Information was saved.
 */
export async function shopInto(database: Database, cipher: Cipher, shoppers: number) {
  const app = await buildApp({
    database,
    catalogCheckEveryMs: 0,
    cipher,
    jobs: createInlineJobQueue(),
    mailTransport: outboxTransport,
    smsTransport: smsOutboxTransport,
    demoMode: false,
    paymentProcessor: testProcessor,
  });
  try {
    const ids: string[] = [];
    for (let shopper = 0; shopper < shoppers; shopper++) ids.push((await quotedVisitor(app)).enrollmentId);
    const answered = ids[0] ?? '';
    await createStepStore({ db: database.db, cipher }).saveAnswers(answered, 'primary_info', typedAnswers);
    return { ids: ids.sort(), answered };
  } finally {
    await app.close();
  }
}

/** What a restored database must show: its enrollments' ids, and the answered one's Personal Information opened. */
export async function enrollmentsIn(database: Database, cipher: Cipher, answered: string) {
  const rows = await database.db.select({ id: enrollments.id }).from(enrollments).orderBy(asc(enrollments.id));
  const step = await createStepStore({ db: database.db, cipher }).read(answered, 'primary_info');
  return { ids: rows.map((row) => row.id), answers: step?.answers };
}
