import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members, verifiedContacts } from '../db/schema.ts';
import { askedProofs } from './contact-proof.ts';

type Contacts = { email?: string; phone?: string };

/** Which members have these contacts: the e-mail address without case, the phone as given. */
function sameAs(contacts: Contacts): { email?: SQL; phone?: SQL } {
  return {
    email:
      contacts.email === undefined ? undefined : sql`lower(${members.email}) = ${contacts.email.trim().toLowerCase()}`,
    phone: contacts.phone === undefined ? undefined : eq(members.phone, contacts.phone),
  };
}

/** Whether another member than `self` has each contact, read from the members having either. */
function takenBy<Extra extends Record<string, SQL>>(
  db: Db,
  same: { email?: SQL; phone?: SQL },
  self: number | null,
  extra = {} as Extra,
) {
  return db
    .select({
      email: sql<boolean>`coalesce(bool_or(${same.email ?? sql`false`}), false)`,
      phone: sql<boolean>`coalesce(bool_or(${same.phone ?? sql`false`}), false)`,
      ...extra,
    })
    .from(members)
    .where(and(or(same.email, same.phone), self ? ne(members.id, self) : undefined));
}

/** Which of these another member than `self` already has, in one query: the e-mail address without case, the phone. */
export async function memberContactsTaken(db: Db, contacts: Contacts, self: number | null) {
  const same = sameAs(contacts);
  if (!same.email && !same.phone) return { email: false, phone: false };
  const [row] = await takenBy(db, same, self);
  return { email: row?.email ?? false, phone: row?.phone ?? false };
}

/** Whether another member than `self` already has this e-mail address (without case) or phone. */
export async function memberContactTaken(db: Db, column: 'email' | 'phone', value: string, self: number | null) {
  return (await memberContactsTaken(db, { [column]: value }, self))[column];
}

/**
 * Contact's checks in one statement: which of these another member than `self` has, and which a one-time code proved
 * for the enrollment (as ContactProof's `verified` tells).
 */
export async function contactChecks(db: Db, contacts: Contacts, self: number | null, enrollmentId: string) {
  const same = sameAs(contacts);
  const none = { email: false, phone: false };
  if (!same.email && !same.phone) return { taken: none, proven: none };
  const asked = askedProofs(contacts);
  const proofs = and(
    eq(verifiedContacts.enrollmentId, enrollmentId),
    inArray(verifiedContacts.contactHash, asked.hashes),
  );
  const [row] = await takenBy(db, same, self, {
    proven: sql<
      string[] | null
    >`(select array_agg(${verifiedContacts.contactHash}) from ${verifiedContacts} where ${proofs})`,
  });
  return {
    taken: { email: row?.email ?? false, phone: row?.phone ?? false },
    proven: asked.provenBy(row?.proven ?? []),
  };
}
