import { sql } from 'drizzle-orm';
import { batchedLookup } from '../db/batched-lookup.ts';
import type { Db } from '../db/client.ts';
import { members, verifiedContacts } from '../db/schema.ts';
import { preparedOn } from '../db/transactions.ts';
import { askedProofs } from './contact-proof.ts';

type Contacts = { email?: string; phone?: string };
type Asked = [email: string | null, phone: string | null, self: number, enrollmentId: string | null];

/**
 * For each check asked in a turn (its key: the JSON of what it asks), whether another member than `self` (0: none)
 * has the e-mail address (without case) or the phone, an absent one being null, which matches no member; and the
 * contact hashes one-time codes proved for the enrollment. One statement a turn, prepared once per handle.
 */
function checksOn(db: Db) {
  const ph = sql.placeholder;
  const statement = preparedOn(db, () =>
    db
      .select({
        key: sql<string>`k.key`,
        email: sql<boolean>`coalesce(bool_or(lower(${members.email}) = k.email), false)`,
        phone: sql<boolean>`coalesce(bool_or(${members.phone} = k.phone), false)`,
        proven: sql<string[] | null>`(select array_agg(${verifiedContacts.contactHash}) from ${verifiedContacts}
          where ${verifiedContacts.enrollmentId} = k.enrollment_id)`,
      })
      .from(
        sql`unnest(${ph('keys')}::text[], ${ph('emails')}::text[], ${ph('phones')}::text[], ${ph('selves')}::int[],
          ${ph('enrollmentIds')}::text[]) as k(key, email, phone, self, enrollment_id)`,
      )
      .leftJoin(
        members,
        sql`(lower(${members.email}) = k.email or ${members.phone} = k.phone) and ${members.id} <> k.self`,
      )
      .groupBy(sql`k.key, k.enrollment_id`)
      .prepare('member_contact_checks'),
  );
  return batchedLookup(
    (keys) => {
      const asked = keys.map((key) => JSON.parse(key) as Asked);
      return statement.execute({
        keys,
        emails: asked.map(([email]) => email),
        phones: asked.map(([, phone]) => phone),
        selves: asked.map(([, , self]) => self),
        enrollmentIds: asked.map(([, , , enrollmentId]) => enrollmentId),
      });
    },
    (row) => row.key,
  );
}
const checksBy = new WeakMap<Db, ReturnType<typeof checksOn>>();

async function checks(db: Db, contacts: Contacts, self: number | null, enrollmentId: string | null) {
  const check = checksBy.get(db) ?? checksOn(db);
  checksBy.set(db, check);
  const asked: Asked = [contacts.email?.trim().toLowerCase() ?? null, contacts.phone ?? null, self ?? 0, enrollmentId];
  const [row] = await check(JSON.stringify(asked));
  return {
    taken: { email: row?.email ?? false, phone: row?.phone ?? false },
    proven: askedProofs(contacts).provenBy(row?.proven ?? []),
  };
}

/** Whether another member than `self` already has this e-mail address (without case) or phone. */
export async function memberContactTaken(db: Db, column: 'email' | 'phone', value: string, self: number | null) {
  return (await checks(db, { [column]: value }, self, null)).taken[column];
}

/**
 * Contact's checks: which of these another member than `self` has, and which a one-time code proved for the
 * enrollment (as ContactProof's `verified` tells).
 */
export async function contactChecks(db: Db, contacts: Contacts, self: number | null, enrollmentId: string) {
  const none = { email: false, phone: false };
  if (contacts.email === undefined && contacts.phone === undefined) return { taken: none, proven: none };
  return checks(db, contacts, self, enrollmentId);
}
