import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailMessages } from '../db/schema.ts';
import { testCipher } from './test-database.ts';

/** The messages (of one kind, when given) sent to an address, newest first, opened with the test data key. */
export async function mailTo(db: Db, to: string, kind?: string) {
  const cipher = testCipher();
  // A pruned body is empty, not sealed.
  const open = (sealed: string) => (sealed === '' ? '' : cipher.decrypt(sealed));
  const rows = await db
    .select()
    .from(mailMessages)
    .where(kind === undefined ? undefined : eq(mailMessages.kind, kind))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id));
  return rows
    .map((row) => ({
      ...row,
      to: open(row.to),
      subject: open(row.subject),
      html: open(row.html),
      text: open(row.text),
    }))
    .filter((message) => message.to === to);
}
