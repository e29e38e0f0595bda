import { createHash } from 'node:crypto';
import { phoneDigits } from '@openenroll/contract/phone';
import type { OtpType } from '@openenroll/contract/wizard/otp';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { verifiedContacts } from '../db/schema.ts';

/** A contact as it is compared: e-mail addresses without case, phones by their digits. */
export const normalContact = (type: OtpType, contact: string) =>
  type === 'email' ? contact.trim().toLowerCase() : phoneDigits(contact);

const hashOf = (type: OtpType, contact: string) =>
  createHash('sha256')
    .update(`${type}:${normalContact(type, contact)}`)
    .digest('base64url');

/** E-mail addresses and phones proven by a one-time code for an enrollment; only their hashes are kept. */
export function createContactProof(deps: { db: Db }) {
  return {
    async isVerified(enrollmentId: string, type: OtpType, contact: string, tx: Tx = deps.db) {
      const [row] = await tx
        .select({ at: verifiedContacts.verifiedAt })
        .from(verifiedContacts)
        .where(
          and(
            eq(verifiedContacts.enrollmentId, enrollmentId),
            eq(verifiedContacts.type, type),
            eq(verifiedContacts.contactHash, hashOf(type, contact)),
          ),
        );
      return row !== undefined;
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
