import { createHash } from 'node:crypto';
import { phoneDigits } from '@openenroll/contract/phone';
import type { OtpType } from '@openenroll/contract/wizard/otp';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { batchedLookup } from '../db/batched-lookup.ts';
import type { Db, Tx } from '../db/client.ts';
import { verifiedContacts } from '../db/schema.ts';
import { preparedOn } from '../db/transactions.ts';

/** A contact as it is compared: e-mail addresses without case, phones by their digits. */
export const normalContact = (type: OtpType, contact: string) =>
  type === 'email' ? contact.trim().toLowerCase() : phoneDigits(contact);

const hashOf = (type: OtpType, contact: string) =>
  createHash('sha256')
    .update(`${type}:${normalContact(type, contact)}`)
    .digest('base64url');

/** The hashes of the contacts asked about, and which of them a set of proven hashes covers. */
export function askedProofs(contacts: Partial<Record<OtpType, string>>) {
  const asked = (Object.entries(contacts) as [OtpType, string | undefined][]).flatMap(([type, contact]) =>
    contact === undefined ? [] : [{ type, hash: hashOf(type, contact) }],
  );
  return {
    hashes: asked.map((contact) => contact.hash),
    provenBy(found: readonly string[]) {
      const proven = (type: OtpType) => asked.some((contact) => contact.type === type && found.includes(contact.hash));
      return { email: proven('email'), phone: proven('phone') };
    },
  };
}

/** E-mail addresses and phones proven by a one-time code for an enrollment; only their hashes are kept. */
export function createContactProof(deps: { db: Db }) {
  /** Every hash proven for an enrollment, by the asks of one turn in one statement. */
  const provenOf = preparedOn(deps.db, () =>
    deps.db
      .select({ enrollmentId: verifiedContacts.enrollmentId, hash: verifiedContacts.contactHash })
      .from(verifiedContacts)
      .where(sql`${verifiedContacts.enrollmentId} = any(${sql.placeholder('enrollmentIds')}::text[])`)
      .prepare('verified_contacts_of'),
  );
  const provenInTurn = batchedLookup(
    (enrollmentIds) => provenOf.execute({ enrollmentIds }),
    (row) => row.enrollmentId,
  );

  return {
    /** Which of these contacts a one-time code proved for the enrollment, in one query. */
    async verified(enrollmentId: string, contacts: Partial<Record<OtpType, string>>, tx: Tx = deps.db) {
      const asked = askedProofs(contacts);
      if (asked.hashes.length === 0) return { email: false, phone: false };
      const rows =
        tx === deps.db
          ? await provenInTurn(enrollmentId)
          : await tx
              .select({ hash: verifiedContacts.contactHash })
              .from(verifiedContacts)
              .where(
                and(
                  eq(verifiedContacts.enrollmentId, enrollmentId),
                  inArray(verifiedContacts.contactHash, asked.hashes),
                ),
              );
      return asked.provenBy(rows.map((row) => row.hash));
    },

    async isVerified(enrollmentId: string, type: OtpType, contact: string, tx: Tx = deps.db) {
      return (await this.verified(enrollmentId, { [type]: contact }, tx))[type];
    },

    async markVerified(enrollmentId: string, type: OtpType, contact: string, tx: Tx = deps.db) {
      await tx
        .insert(verifiedContacts)
        .values({ enrollmentId, type, contactHash: hashOf(type, contact) })
        .onConflictDoNothing();
    },
  };
}

export type ContactProof = ReturnType<typeof createContactProof>;
