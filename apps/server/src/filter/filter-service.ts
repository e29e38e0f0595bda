import { randomBytes } from 'node:crypto';
import type { Tier } from '@openenroll/contract/codes';
import type { FilterChange } from '@openenroll/contract/filter';
import { isoToUs, usToIso } from '@openenroll/contract/us-date';
import type { CartService } from '../cart/cart-service.ts';
import type { Db, Tx } from '../db/client.ts';
import { type EnrollmentStore, filterInfoOf } from '../enrollment/enrollment-store.ts';
import { NotFound } from '../errors/domain-error.ts';
import type { Session, SessionService } from '../session/session-service.ts';
import type { ZipService } from './zip-service.ts';

/** A new enrollment's id: 128 random bits, as the browser names it back. */
export const newEnrollmentId = () => randomBytes(16).toString('base64url');

export type FilterInput = {
  zip?: string;
  dob?: string;
  gender?: number;
  tier?: Tier;
  is_smoker?: number;
  annual_incode?: number;
  working_hours?: number;
};
type NewFilter = FilterInput & Required<Pick<FilterInput, 'zip' | 'dob' | 'gender' | 'tier'>>;
export type TempInfoColumn = 'type' | 'eprocess' | 'filter_info' | 'effective_date';

/** The quote filter: the enrollment it starts, and the changes made to it from the plan pages. */
export function createFilterService(deps: {
  db: Db;
  sessions: SessionService;
  zips: ZipService;
  enrollments: EnrollmentStore;
  cart: CartService;
}) {
  /** Columns for the fields given; fields left out are not touched. */
  async function columns(input: FilterInput) {
    const place = input.zip === undefined ? undefined : await deps.zips.place(input.zip);
    const set = {
      zip: place?.zip,
      city: place?.city,
      state: place?.state,
      dob: input.dob === undefined ? undefined : usToIso(input.dob),
      gender: input.gender,
      tier: input.tier,
      isSmoker: input.is_smoker === undefined ? undefined : input.is_smoker === 1,
      annualSalary: input.annual_incode,
      weeklyHours: input.working_hours,
    };
    return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)) as Partial<typeof set>;
  }

  return {
    /**
     * A new enrollment bound to the session, with a copy of who the session says is shopping (and the existing member
     * it is for). A session made for it (its data names it already) needs no change: the enrollment alone is written.
     * Should that write fail, the session names an enrollment that does not exist, which every call reads as none,
     * and the next quote starts again.
     */
    async start(
      session: Session,
      siteId: number,
      input: NewFilter,
      options: { enrollmentId?: string; memberId?: number } = {},
    ): Promise<string> {
      const filter = await columns(input);
      const id = options.enrollmentId ?? newEnrollmentId();
      const who = session.data;
      const create = (tx: Tx) =>
        deps.enrollments.create(
          {
            id,
            sessionHash: session.tokenHash,
            siteId,
            agentId: who.agentId ?? null,
            groupId: who.groupId ?? null,
            portalId: who.portalId ?? null,
            eprocess: who.eprocess ?? null,
            enrollType: who.enrollType ?? null,
            openType: who.openType ?? null,
            groupCodeGroupId: who.groupAuthenticated && who.groupId ? who.groupId : null,
            memberId: options.memberId ?? null,
            ...filter,
          },
          tx,
        );
      if (who.enrollmentId === id) await create(deps.db);
      else
        await deps.db.transaction(async (tx) => {
          await create(tx);
          await deps.sessions.update(session, { enrollmentId: id }, tx);
        });
      return id;
    },

    /** Changes the filter and prices the cart again for it, in one transaction. */
    /** The new filter, and what the cart lost to it: the shopper is told, not left to count. */
    async change(enrollmentId: string, input: FilterInput): Promise<FilterChange> {
      const set = await columns(input);
      const reprice = await deps.cart.repricer();
      const { updated, removed } = await deps.db.transaction(async (tx) => {
        const row = await deps.enrollments.update(enrollmentId, set, tx);
        return { updated: row, removed: await reprice(row, tx) };
      });
      const info = filterInfoOf(updated);
      if (!info) throw new NotFound('Enrollment not found');
      return { ...info, removed_from_cart: removed };
    },

    async tempInfo(enrollmentId: string, column: TempInfoColumn) {
      const enrollment = await deps.enrollments.find(enrollmentId);
      if (column === 'type') return enrollment.enrollType;
      if (column === 'eprocess') return enrollment.eprocess;
      if (column === 'effective_date') return enrollment.effectiveDate ? isoToUs(enrollment.effectiveDate) : null;
      return filterInfoOf(enrollment);
    },
  };
}

export type FilterService = ReturnType<typeof createFilterService>;
