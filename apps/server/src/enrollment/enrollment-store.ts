import type { FilterInfo } from '@openenroll/contract/filter';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { createReadCache } from '../db/read-cache.ts';
import { cartLines, enrollments } from '../db/schema.ts';
import { NotFound } from '../errors/domain-error.ts';

export type Enrollment = typeof enrollments.$inferSelect;

/** 'YYYY-MM-DD' as stored, to the MM/DD/YYYY people type, and back. */
export const isoToUs = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
export const usToIso = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

/** A cart line as stored: the price row and price it was last priced at. */
export type StoredLine = { planId: number; planPricingId: number; price: number };
export type EnrollmentCart = { enrollment: Enrollment; lines: StoredLine[] };

export function createEnrollmentStore(deps: {
  db: Db;
  /** Keep enrollments and their carts read in memory this long: only where this process alone writes them. */
  cacheSeconds?: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const cache = createReadCache<EnrollmentCart>({ seconds: deps.cacheSeconds ?? 0, now: () => now().getTime() });

  /** One query for the enrollment and its lines, in the order they were added. */
  async function load(tx: Tx, enrollmentId: string): Promise<EnrollmentCart | null> {
    const rows = await tx
      .select({
        enrollment: enrollments,
        line: { planId: cartLines.planId, planPricingId: cartLines.planPricingId, price: cartLines.price },
      })
      .from(enrollments)
      .leftJoin(cartLines, eq(cartLines.enrollmentId, enrollments.id))
      .where(eq(enrollments.id, enrollmentId))
      .orderBy(asc(cartLines.id));
    const enrollment = rows[0]?.enrollment;
    return enrollment ? { enrollment, lines: rows.flatMap(({ line }) => (line ? [line] : [])) } : null;
  }

  return {
    /** The enrollment and its cart; inside a transaction always from the database, else possibly from memory. */
    async withCart(enrollmentId: string, tx: Tx = deps.db): Promise<EnrollmentCart> {
      const found =
        tx === deps.db ? await cache.read(enrollmentId, () => load(tx, enrollmentId)) : await load(tx, enrollmentId);
      if (!found) throw new NotFound('Enrollment not found');
      return found;
    },

    /** Every write to an enrollment or its cart lines goes through here, so no copy outlives it. */
    changing<T>(enrollmentId: string, write: () => Promise<T>): Promise<T> {
      return cache.writing(enrollmentId, write);
    },

    /** The enrollment; callers pass only ids already checked against the session. */
    async find(enrollmentId: string, tx: Tx = deps.db): Promise<Enrollment> {
      const [row] = await tx.select().from(enrollments).where(eq(enrollments.id, enrollmentId));
      if (!row) throw new NotFound('Enrollment not found');
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
