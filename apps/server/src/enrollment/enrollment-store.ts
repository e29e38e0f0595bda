import type { FilterInfo } from '@openenroll/contract/filter';
import { storeMessages } from '@openenroll/contract/store-messages';
import { isoToUs } from '@openenroll/contract/us-date';
import { reviewMessages } from '@openenroll/contract/wizard/review-info';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

/** Plans put in the cart (a plan already there is priced anew and keeps its place), and plans taken out. */
export type CartChange = { put?: readonly StoredLine[]; remove?: readonly number[] };

/**
 * A cart change as one statement: the version moves only where it is still the one read, and the lines are written
 * only when it moved (a data-modifying CTE; every part runs, reading one snapshot). No row back: it had moved, or
 * the enrollment was submitted or deleted.
 */
const linesWrite = (
  enrollmentId: string,
  readVersion: number,
  put: readonly StoredLine[],
  remove: readonly number[],
) => sql`
  with bumped as (
    update enrollments set cart_version = cart_version + 1
    where id = ${enrollmentId} and cart_version = ${readVersion} and submitted_at is null
    returning id, cart_version
  ), put as (
    insert into cart_lines (enrollment_id, plan_id, plan_pricing_id, price)
    select bumped.id, line."planId", line."planPricingId", line.price
    from bumped, jsonb_to_recordset(${JSON.stringify(put)}::jsonb)
      as line("planId" integer, "planPricingId" integer, price numeric)
    on conflict (enrollment_id, plan_id)
      do update set plan_pricing_id = excluded.plan_pricing_id, price = excluded.price
  ), taken as (
    delete from cart_lines using bumped
    where cart_lines.enrollment_id = bumped.id and cart_lines.plan_id = any(${`{${remove.join(',')}}`}::integer[])
  )
  select cart_version from bumped`;

const notFound = () => new NotFound(storeMessages.enrollmentNotFound);
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

  const cartOf = (tx: Tx) =>
    tx
      .select({ enrollment: enrollments, line: cartLineColumns })
      .from(enrollments)
      .leftJoin(cartLines, eq(cartLines.enrollmentId, enrollments.id))
      .where(eq(enrollments.id, sql.placeholder('enrollmentId')))
      .orderBy(asc(cartLines.id));
  /** Most requests read their enrollment: built and prepared once, not per request. */
  const cartOnDb = preparedOn(deps.db, () => cartOf(deps.db).prepare('enrollment_cart'));

  /**
   * One query for the enrollment and its lines, in the order they were added. `lock` holds the row to the end, taken
   * first: a locking read that waited for another writer returns the row as it committed, joined to the lines its
   * statement saw before (PostgreSQL's read committed), so the cart is read after the lock, by a statement of its own.
   */
  async function load(tx: Tx, enrollmentId: string, lock = false): Promise<EnrollmentCart | null> {
    const values = { enrollmentId };
    if (lock)
      await tx.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.id, enrollmentId)).for('update');
    return cartOfRows(await (tx === deps.db ? cartOnDb.execute(values) : cartOf(tx).execute(values)));
  }

  /**
   * The enrollment and its cart; inside a transaction always from the database, else possibly from memory. With
   * `lock` (inside a transaction only) the enrollment stays locked until it ends: no other write comes between.
   */
  async function withCart(enrollmentId: string, tx: Tx = deps.db, options: { lock?: boolean } = {}) {
    if (options.lock && tx === deps.db) throw new Error('A cart is locked inside a transaction only');
    const found =
      tx === deps.db
        ? await cache.read(enrollmentId, () => load(tx, enrollmentId))
        : deepFreeze(await load(tx, enrollmentId, options.lock));
    if (!found) throw notFound();
    return found;
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
          .set({ ...patch, updatedAt: now(), cartVersion: sql`${enrollments.cartVersion} + 1` })
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
     * Changes the cart `held` in one statement, only if its enrollment and lines are still as read (the version
     * read; every write moves it) and not submitted: answers the cart as it now is, known from `held` and the change
     * without reading it again, or null when another write came first (read it again, or under a lock, and retry).
     */
    async changeLines(held: EnrollmentCart, change: CartChange, tx: Tx = deps.db): Promise<EnrollmentCart | null> {
      if (held.enrollment.submittedAt) throw submitted();
      const put = change.put ?? [];
      const removed = change.remove ?? [];
      const { id, cartVersion } = held.enrollment;
      // Both drivers answer a raw statement's rows as `rows`.
      const { rows } = (await cache.writing(id, tx, () => tx.execute(linesWrite(id, cartVersion, put, removed)))) as {
        rows: { cart_version: number }[];
      };
      const [row] = rows;
      if (!row) return null;
      return deepFreeze({
        enrollment: { ...held.enrollment, cartVersion: row.cart_version },
        lines: [
          ...held.lines.flatMap((line) =>
            removed.includes(line.planId) ? [] : [put.find((next) => next.planId === line.planId) ?? line],
          ),
          ...put.filter((next) => !held.lines.some((line) => line.planId === next.planId)),
        ],
      });
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
