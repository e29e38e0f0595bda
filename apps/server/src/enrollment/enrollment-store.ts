import type { FilterInfo } from '@openenroll/contract/filter';
import { isoToUs } from '@openenroll/contract/us-date';
import { reviewMessages } from '@openenroll/contract/wizard/review-info';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { createReadCache, deepFreeze, type Frozen } from '../db/read-cache.ts';
import { cartLines, enrollments } from '../db/schema.ts';
import { preparedOn } from '../db/transactions.ts';
import { NotFound, Refused } from '../errors/domain-error.ts';

/** Read-only: an enrollment read may be the copy every request of the visitor shares (see db/read-cache.ts). */
export type Enrollment = Frozen<typeof enrollments.$inferSelect>;
export type NewEnrollment = typeof enrollments.$inferInsert;
/** The columns a use case changes; `updatedAt` is the store's to set. */
export type EnrollmentPatch = Partial<Omit<NewEnrollment, 'id' | 'updatedAt'>>;

/** A cart line as stored: the price row and price it was last priced at. */
export type StoredLine = { planId: number; planPricingId: number; price: number };
export type EnrollmentCart = Frozen<{ enrollment: typeof enrollments.$inferSelect; lines: StoredLine[] }>;

/** What a cart read selects beside the enrollment, and how its rows (one per line) make the cart. */
export const cartLineColumns = {
  planId: cartLines.planId,
  planPricingId: cartLines.planPricingId,
  price: cartLines.price,
};
export function cartOfRows(
  rows: { enrollment: typeof enrollments.$inferSelect | null; line: StoredLine | null }[],
): EnrollmentCart | null {
  const enrollment = rows[0]?.enrollment;
  return enrollment ? { enrollment, lines: rows.flatMap(({ line }) => (line ? [line] : [])) } : null;
}

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

  /** Carts read under a row lock in their transaction: the only ones `putLines` and `removeLines` change. */
  const lockedReads = new WeakSet<EnrollmentCart>();

  const cartOf = (tx: Tx) =>
    tx
      .select({ enrollment: enrollments, line: cartLineColumns })
      .from(enrollments)
      .leftJoin(cartLines, eq(cartLines.enrollmentId, enrollments.id))
      .where(eq(enrollments.id, sql.placeholder('enrollmentId')))
      .orderBy(asc(cartLines.id));
  /** Most requests read their enrollment: built and prepared once, not per request. */
  const cartOnDb = preparedOn(deps.db, () => cartOf(deps.db).prepare('enrollment_cart'));

  /** One query for the enrollment and its lines, in the order they were added; `lock` holds the row to the end. */
  async function load(tx: Tx, enrollmentId: string, lock = false): Promise<EnrollmentCart | null> {
    const values = { enrollmentId };
    const rows = await (tx === deps.db
      ? cartOnDb.execute(values)
      : lock
        ? cartOf(tx).for('update', { of: enrollments }).execute(values)
        : cartOf(tx).execute(values));
    return cartOfRows(rows);
  }

  /**
   * The enrollment and its cart; inside a transaction always from the database, else possibly from memory. With
   * `lock` (inside a transaction only) the enrollment stays locked until it ends: what is read is what the cart is
   * when the transaction's own writes begin, so they need not read it again.
   */
  async function withCart(enrollmentId: string, tx: Tx = deps.db, options: { lock?: boolean } = {}) {
    if (options.lock && tx === deps.db) throw new Error('A cart is locked inside a transaction only');
    const found =
      tx === deps.db
        ? await cache.read(enrollmentId, () => load(tx, enrollmentId))
        : deepFreeze(await load(tx, enrollmentId, options.lock));
    if (!found) throw notFound();
    if (options.lock) lockedReads.add(found);
    return found;
  }

  /** The cart after a change, as the lock lets it be known without reading it again. */
  function changed(held: EnrollmentCart, lines: StoredLine[]): EnrollmentCart {
    if (!lockedReads.has(held)) throw new Error('Read the cart with { lock: true } in this transaction first');
    if (held.enrollment.submittedAt) throw submitted();
    const after = deepFreeze({ enrollment: held.enrollment, lines });
    lockedReads.add(after);
    return after;
  }

  async function open(enrollmentId: string, tx: Tx) {
    if ((await withCart(enrollmentId, tx)).enrollment.submittedAt) throw submitted();
  }

  return {
    withCart,

    /** The cart as read along with the session (one statement for both): this request reads it no more. */
    offer: (held: EnrollmentCart) => cache.offer(held.enrollment.id, held),

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

    /**
     * Puts plans in the cart, in one statement; a plan already there is priced anew (its line keeps its place).
     * `held` is the cart as read with `lock` in this transaction; answers the cart as it now is.
     */
    async putLines(held: EnrollmentCart, lines: readonly StoredLine[], tx: Tx): Promise<EnrollmentCart> {
      const after = changed(held, [
        ...held.lines.map((line) => lines.find((next) => next.planId === line.planId) ?? line),
        ...lines.filter((next) => !held.lines.some((line) => line.planId === next.planId)),
      ]);
      if (lines.length === 0) return after;
      const enrollmentId = held.enrollment.id;
      await cache.writing(enrollmentId, tx, () =>
        tx
          .insert(cartLines)
          .values(lines.map(({ planId, planPricingId, price }) => ({ enrollmentId, planId, planPricingId, price })))
          .onConflictDoUpdate({
            target: [cartLines.enrollmentId, cartLines.planId],
            set: { planPricingId: sql`excluded.plan_pricing_id`, price: sql`excluded.price` },
          }),
      );
      return after;
    },

    /** Takes plans out of the cart; `held` as for `putLines`. */
    async removeLines(held: EnrollmentCart, planIds: readonly number[], tx: Tx): Promise<EnrollmentCart> {
      const after = changed(
        held,
        held.lines.filter((line) => !planIds.includes(line.planId)),
      );
      if (planIds.length === 0) return after;
      const enrollmentId = held.enrollment.id;
      await cache.writing(enrollmentId, tx, () =>
        tx
          .delete(cartLines)
          .where(and(eq(cartLines.enrollmentId, enrollmentId), inArray(cartLines.planId, [...planIds]))),
      );
      return after;
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
