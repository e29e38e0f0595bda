import type { FilterInfo } from '@openenroll/contract/quote';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { enrollments } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

export type Enrollment = typeof enrollments.$inferSelect;

/** 'YYYY-MM-DD' as stored, to the MM/DD/YYYY people type, and back. */
export const isoToUs = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
export const usToIso = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

export function createEnrollmentStore(deps: { db: Db }) {
  return {
    /** The enrollment; callers pass only ids already checked against the session. */
    async find(enrollmentId: string, tx: Tx = deps.db): Promise<Enrollment> {
      const [row] = await tx.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
      if (!row) throw AppError.notFound('Enrollment not found');
      return row;
    },
  };
}

export type EnrollmentStore = ReturnType<typeof createEnrollmentStore>;

/** The quote filter as the browser reads it; null before the quote form was sent. */
export function filterInfoOf(enrollment: Enrollment): FilterInfo | null {
  const { zip, state, dob, gender, tier } = enrollment;
  if (!zip || !state || !dob || gender === null || !tier) return null;
  return {
    zip,
    city: enrollment.city,
    state,
    dob: isoToUs(dob),
    gender,
    tier: tier as FilterInfo['tier'],
    is_smoker: enrollment.isSmoker === null ? null : Number(enrollment.isSmoker),
    annual_incode: enrollment.annualSalary,
    working_hours: enrollment.weeklyHours,
  };
}
