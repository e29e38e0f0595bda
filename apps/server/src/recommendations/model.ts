import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  groups,
  recommendationMeta,
  recommendationPairs,
  recommendationPlanCounts,
  recommendationSegments,
} from '../db/schema.ts';
import type { Dimension, Segment } from './segment.ts';

/**
 * The segments popularity backs off through, most specific first: the first the visitor belongs to with enough carts
 * decides. A view needs the visitor's value for each of its dimensions (a group may be none).
 */
export const levels: Dimension[][] = [
  ['portalId', 'groupId', 'state', 'tier', 'ageBand', 'gender'],
  ['portalId', 'groupId', 'state', 'tier', 'ageBand'],
  ['portalId', 'groupId', 'state', 'tier'],
  ['groupId', 'state', 'tier'],
  ['groupId', 'state'],
  ['portalId', 'groupId'],
  ['state'],
  [],
];
/** The single dimensions a reason may name ("Popular with members in Texas"). */
export const reasonDimensions: Dimension[] = ['groupId', 'state', 'ageBand', 'tier'];

const views = [...levels, ...reasonDimensions.map((dimension) => [dimension])];

export type SegmentCounts = { carts: number; plans: Map<number, number> };

const keyOf = (view: Dimension[], segment: Segment) =>
  `${view.join(',')}|${view.map((dimension) => segment[dimension] ?? '-').join('|')}`;

/** Every count the recommendations read, summed over the history and the live carts, held in memory. */
async function loadModel(db: Db) {
  const segmentColumns = {
    portalId: recommendationSegments.portalId,
    groupId: recommendationSegments.groupId,
    state: recommendationSegments.state,
    tier: recommendationSegments.tier,
    ageBand: recommendationSegments.ageBand,
    gender: recommendationSegments.gender,
  };
  const planColumns = {
    portalId: recommendationPlanCounts.portalId,
    groupId: recommendationPlanCounts.groupId,
    state: recommendationPlanCounts.state,
    tier: recommendationPlanCounts.tier,
    ageBand: recommendationPlanCounts.ageBand,
    gender: recommendationPlanCounts.gender,
  };
  const [segmentRows, planRows, pairRows, groupRows] = await Promise.all([
    db
      .select({ ...segmentColumns, carts: sql<number>`sum(${recommendationSegments.carts})::int` })
      .from(recommendationSegments)
      .groupBy(...Object.values(segmentColumns)),
    db
      .select({
        ...planColumns,
        planId: recommendationPlanCounts.planId,
        carts: sql<number>`sum(${recommendationPlanCounts.carts})::int`,
      })
      .from(recommendationPlanCounts)
      .groupBy(...Object.values(planColumns), recommendationPlanCounts.planId),
    db
      .select({
        planId: recommendationPairs.planId,
        withPlanId: recommendationPairs.withPlanId,
        carts: sql<number>`sum(${recommendationPairs.carts})::int`,
      })
      .from(recommendationPairs)
      .groupBy(recommendationPairs.planId, recommendationPairs.withPlanId),
    db.select({ id: groups.id, name: groups.name }).from(groups),
  ]);

  const segments = new Map<string, SegmentCounts>();
  const counts = (key: string) => {
    const entry = segments.get(key) ?? { carts: 0, plans: new Map<number, number>() };
    segments.set(key, entry);
    return entry;
  };
  for (const row of segmentRows) for (const view of views) counts(keyOf(view, row)).carts += row.carts;
  for (const row of planRows) {
    for (const view of views) {
      const { plans } = counts(keyOf(view, row));
      plans.set(row.planId, (plans.get(row.planId) ?? 0) + row.carts);
    }
  }
  const pairs = new Map<number, Map<number, number>>();
  const addPair = (a: number, b: number, carts: number) => {
    const withA = pairs.get(a) ?? new Map<number, number>();
    pairs.set(a, withA);
    withA.set(b, carts);
  };
  for (const row of pairRows) {
    addPair(row.planId, row.withPlanId, row.carts);
    addPair(row.withPlanId, row.planId, row.carts);
  }
  const all = segments.get(keyOf([], {} as Segment)) ?? { carts: 0, plans: new Map<number, number>() };
  return {
    /** Carts in all, and carts holding each plan. */
    all,
    /** Carts holding `planId` and each other plan. */
    pairsOf: (planId: number) => pairs.get(planId) ?? new Map<number, number>(),
    /** Group names, for reasons ("Popular at Lone Star Logistics"). */
    groupNames: new Map(groupRows.map((group) => [group.id, group.name])),
    /** The counts of the visitor's segment along `view`. */
    segment: (view: Dimension[], visitor: Segment) => segments.get(keyOf(view, visitor)),
  };
}

export type RecommendationModel = Awaited<ReturnType<typeof loadModel>>;

/** The model, rebuilt when the counts' version changes (checked at most every `checkEveryMs`, as the catalog is). */
export function createModelReader(deps: { db: Db; checkEveryMs?: number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const checkEveryMs = deps.checkEveryMs ?? 2000;
  let version: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  let model: Promise<RecommendationModel> | undefined;

  async function checkVersion() {
    const [row] = await deps.db
      .select({ version: recommendationMeta.version })
      .from(recommendationMeta)
      .where(eq(recommendationMeta.id, 1));
    const latest = row?.version ?? 0;
    if (latest !== version) model = undefined;
    version = latest;
    checkedAt = now();
  }

  return async () => {
    if (now() - checkedAt > checkEveryMs) {
      checking ??= checkVersion().finally(() => {
        checking = undefined;
      });
      await checking;
    }
    if (!model) {
      const loading = loadModel(deps.db);
      model = loading;
      loading.catch(() => {
        if (model === loading) model = undefined;
      });
    }
    return model;
  };
}

export type ModelReader = ReturnType<typeof createModelReader>;
