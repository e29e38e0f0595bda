import { isoToUs } from '@openenroll/contract/us-date';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groups, members } from '../db/schema.ts';
import type { Enrollment } from '../enrollment/enrollment-store.ts';
import type { Cipher } from '../security/cipher.ts';
import type { StepValues } from './step-store.ts';

/**
 * What the store already knows before a step is typed: the quote's birth date, gender and zip, an existing member's
 * name, SSN and contact details, the group's employer details.
 */
export function createPrefill(deps: { db: Db; cipher?: Cipher }) {
  const member = async (enrollment: Enrollment) => {
    if (!enrollment.memberId) return undefined;
    const [row] = await deps.db.select().from(members).where(eq(members.id, enrollment.memberId));
    return row;
  };

  return {
    async primary_info(enrollment: Enrollment): Promise<StepValues> {
      const known = await member(enrollment);
      return {
        birthdate: enrollment.dob ? isoToUs(enrollment.dob) : null,
        gender: enrollment.gender,
        first_name: known?.firstName,
        last_name: known?.lastName,
        ssn: known && deps.cipher ? deps.cipher.decrypt(known.ssnEncrypted) : undefined,
      };
    },

    async contact_info(enrollment: Enrollment): Promise<StepValues> {
      const known = await member(enrollment);
      return {
        zip: enrollment.zip,
        city: enrollment.city,
        state: enrollment.state,
        email_address: known?.email,
        phone_number: known?.phone,
      };
    },

    async employer_info(enrollment: Enrollment): Promise<StepValues> {
      const group = await this.group(enrollment);
      if (!group) return {};
      return {
        name: group.name,
        phone: group.phone,
        address1: group.address1,
        city: group.city,
        state: group.state,
        zip: group.zip,
      };
    },

    /** A dependent's fields start empty: the dependents the quote named come as a list (dependent-service). */
    async dependent_info(_enrollment: Enrollment): Promise<StepValues> {
      return {};
    },

    /** The enrollment's group, as get-group-info and the employer step read it. */
    async group(enrollment: Enrollment) {
      if (!enrollment.groupId) return undefined;
      const [row] = await deps.db.select().from(groups).where(eq(groups.id, enrollment.groupId));
      return row;
    },
  };
}

export type Prefill = ReturnType<typeof createPrefill>;
