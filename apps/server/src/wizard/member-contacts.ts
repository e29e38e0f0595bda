import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';

/** Whether another member than `self` already has this e-mail address (without case) or phone. */
export async function memberContactTaken(db: Db, column: 'email' | 'phone', value: string, self: number | null) {
  const same =
    column === 'email' ? sql`lower(${members.email}) = ${value.trim().toLowerCase()}` : eq(members.phone, value);
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(same, self ? ne(members.id, self) : undefined))
    .limit(1);
  return row !== undefined;
}
