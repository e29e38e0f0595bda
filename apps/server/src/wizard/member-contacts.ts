import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members, verifiedContacts } from '../db/schema.ts';
import { preparedOn } from '../db/transactions.ts';
import { askedProofs } from './contact-proof.ts';

type Contacts = { email?: string; phone?: string };

/**
 * Whether another member than `self` (0: none) has the e-mail address (without case) or the phone, and which of the
 * asked hashes a one-time code proved for the enrollment: one statement, prepared once per handle. An absent contact
 * is null, which matches no member.
 */
function prepareChecks(db: Db) {
  const email = sql`lower(${members.email}) = ${sql.placeholder('email')}`;
  const phone = sql`${members.phone} = ${sql.placeholder('phone')}`;
  return preparedOn(db, () =>
    db
      .select({
        email: sql<boolean>`coalesce(bool_or(${email}), false)`,
        phone: sql<boolean>`coalesce(bool_or(${phone}), false)`,
        proven: sql<string[] | null>`(select array_agg(${verifiedContacts.contactHash}) from ${verifiedContacts}
          where ${verifiedContacts.enrollmentId} = ${sql.placeholder('enrollmentId')}
            and ${verifiedContacts.contactHash} = any(${sql.placeholder('hashes')}::text[]))`,
      })
      .from(members)
      .where(sql`(${email} or ${phone}) and ${members.id} <> ${sql.placeholder('self')}`)
      .prepare('member_contact_checks'),
  );
}
const checksOn = new WeakMap<Db, ReturnType<typeof prepareChecks>>();

async function checks(db: Db, contacts: Contacts, self: number | null, enrollmentId: string | null) {
  const asked = askedProofs(contacts);
  const prepared = checksOn.get(db) ?? prepareChecks(db);
  checksOn.set(db, prepared);
  const [row] = await prepared.execute({
    email: contacts.email?.trim().toLowerCase() ?? null,
    phone: contacts.phone ?? null,
    self: self ?? 0,
    enrollmentId,
    hashes: enrollmentId === null ? [] : asked.hashes,
  });
  return {
    taken: { email: row?.email ?? false, phone: row?.phone ?? false },
    proven: asked.provenBy(row?.proven ?? []),
  };
}

/** Whether another member than `self` already has this e-mail address (without case) or phone. */
export async function memberContactTaken(db: Db, column: 'email' | 'phone', value: string, self: number | null) {
  return (await checks(db, { [column]: value }, self, null)).taken[column];
}

/**
 * Contact's checks in one statement: which of these another member than `self` has, and which a one-time code proved
 * for the enrollment (as ContactProof's `verified` tells).
 */
export async function contactChecks(db: Db, contacts: Contacts, self: number | null, enrollmentId: string) {
  const none = { email: false, phone: false };
  if (contacts.email === undefined && contacts.phone === undefined) return { taken: none, proven: none };
  return checks(db, contacts, self, enrollmentId);
}
