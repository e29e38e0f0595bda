import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';

type Contacts = { email?: string; phone?: string };

/** Which of these another member than `self` already has, in one query: the e-mail address without case, the phone. */
export async function memberContactsTaken(db: Db, contacts: Contacts, self: number | null) {
  const same: { email?: SQL; phone?: SQL } = {
    email:
      contacts.email === undefined ? undefined : sql`lower(${members.email}) = ${contacts.email.trim().toLowerCase()}`,
    phone: contacts.phone === undefined ? undefined : eq(members.phone, contacts.phone),
  };
  if (!same.email && !same.phone) return { email: false, phone: false };
  const [row] = await db
    .select({
      email: sql<boolean>`coalesce(bool_or(${same.email ?? sql`false`}), false)`,
      phone: sql<boolean>`coalesce(bool_or(${same.phone ?? sql`false`}), false)`,
    })
    .from(members)
    .where(and(or(same.email, same.phone), self ? ne(members.id, self) : undefined));
  return { email: row?.email ?? false, phone: row?.phone ?? false };
}

/** Whether another member than `self` already has this e-mail address (without case) or phone. */
export async function memberContactTaken(db: Db, column: 'email' | 'phone', value: string, self: number | null) {
  return (await memberContactsTaken(db, { [column]: value }, self))[column];
}
