import type { FilterInfo } from '@openenroll/contract/filter';
import { isoToUs } from '@openenroll/contract/us-date';
import { reviewMessages } from '@openenroll/contract/wizard/review-info';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { createReadCache, deepFreeze, type Frozen } from '../db/read-cache.ts';
import { cartLines, enrollments } from '../db/schema.ts';
import { NotFound, Refused } from '../errors/domain-error.ts';

/** Read-only: an enrollment read may be the copy every request of the visitor shares (see db/read-cache.ts). */
export type Enrollment = Frozen<typeof enrollments.$inferSelect>;
export type NewEnrollment = typeof enrollments.$inferInsert;
/** The columns a use case changes; `updatedAt` is the store's to set. */
export type EnrollmentPatch = Partial<Omit<NewEnrollment, 'id' | 'updatedAt'>>;

/** A cart line as stored: the price row and price it was last priced at. */
export type StoredLine = { planId: number; planPricingId: number; price: number };
export type EnrollmentCart = Frozen<{ enrollment: typeof enrollments.$inferSelect; lines: StoredLine[] }>;

const notFound = () => new NotFound('Enrollment not found');
/** A submitted enrollment is an application's record: nothing in it changes again, and it is never deleted. */
const submitted = () => new Refused(reviewMessages.submitted, 'submitted');

/**
 * Enrollments and their cart lines: every read and write of the `enrollments` and `cart_lines` tables goes through
 * here (a test keeps it so), so a copy kept in memory never outlives a write.
 */
export function createEnrollmentStore(deps: {
  db: Db;
  /** Keep enrollments and their carts read in memory this long: only where this process alone writes them. */
  cacheSeconds?: number;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const cache = createReadCache<EnrollmentCart>({
    database: deps.db,
    table: 'enrollments',
    seconds: deps.cacheSeconds ?? 0,
    now: () => now().getTime(),
  });

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

  /** The enrollment and its cart; inside a transaction always from the database, else possibly from memory. */
  async function withCart(enrollmentId: string, tx: Tx = deps.db): Promise<EnrollmentCart> {
    const found =
      tx === deps.db
        ? await cache.read(enrollmentId, () => load(tx, enrollmentId))
        : deepFreeze(await load(tx, enrollmentId));
    if (!found) throw notFound();
    return found;
  }

  async function open(enrollmentId: string, tx: Tx) {
    if ((await withCart(enrollmentId, tx)).enrollment.submittedAt) throw submitted();
  }

  return {
    withCart,

    /** The enrollment; callers pass only ids already checked against the session. */
    async find(enrollmentId: string, tx: Tx = deps.db): Promise<Enrollment> {
      return (await withCart(enrollmentId, tx)).enrollment;
    },

    async create(values: NewEnrollment, tx: Tx = deps.db): Promise<void> {
      await cache.writing(values.id, tx, () => tx.insert(enrollments).values(values));
    },

    /** Changes the enrollment's columns; answers the row as it now is. */
    async update(enrollmentId: string, patch: EnrollmentPatch, tx: Tx = deps.db): Promise<Enrollment> {
      const [row] = await cache.writing(enrollmentId, tx, () =>
        tx
          .update(enrollments)
          .set({ ...patch, updatedAt: now() })
          .where(and(eq(enrollments.id, enrollmentId), isNull(enrollments.submittedAt)))
          .returning(),
      );
      if (!row) {
        await open(enrollmentId, tx);
        throw notFound();
      }
      return deepFreeze(row);
    },

    /** Deletes the enrollment with everything that hangs on it (cart, answers, quotes). */
    async remove(enrollmentId: string, tx: Tx = deps.db): Promise<void> {
      await open(enrollmentId, tx);
      await cache.writing(enrollmentId, tx, () => tx.delete(enrollments).where(eq(enrollments.id, enrollmentId)));
    },

    /** Puts plans in the cart; a plan already there is priced anew (its line keeps its place). */
    async putLines(enrollmentId: string, lines: readonly StoredLine[], tx: Tx = deps.db): Promise<void> {
      if (lines.length === 0) return;
      await open(enrollmentId, tx);
      await cache.writing(enrollmentId, tx, async () => {
        for (const { planId, planPricingId, price } of lines) {
          await tx
            .insert(cartLines)
            .values({ enrollmentId, planId, planPricingId, price })
            .onConflictDoUpdate({ target: [cartLines.enrollmentId, cartLines.planId], set: { planPricingId, price } });
        }
      });
    },

    /** Takes plans out of the cart. */
    async removeLines(enrollmentId: string, planIds: readonly number[], tx: Tx = deps.db): Promise<void> {
      if (planIds.length === 0) return;
      await open(enrollmentId, tx);
      await cache.writing(enrollmentId, tx, () =>
        tx
          .delete(cartLines)
          .where(and(eq(cartLines.enrollmentId, enrollmentId), inArray(cartLines.planId, [...planIds]))),
      );
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
    tier,
    is_smoker: enrollment.isSmoker === null ? null : Number(enrollment.isSmoker),
    annual_incode: enrollment.annualSalary,
    working_hours: enrollment.weeklyHours,
  };
}
