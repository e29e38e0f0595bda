import type { Tier } from '@openenroll/contract/codes';
import type { HistoryPattern } from '../catalog/catalog-schema.ts';
import type { Tx } from '../db/client.ts';
import { groupPortals, groups, historyCartPlans, historyCarts, planGroups, planPortals, plans } from '../db/schema.ts';
import { recount } from './recount.ts';
import { ageBand } from './segment.ts';

/** Where shoppers of a pattern without `states` live, weighted roughly by population. */
const commonStates: [string, number][] = [
  ['TX', 14],
  ['FL', 10],
  ['CA', 10],
  ['NY', 7],
  ['GA', 5],
  ['NC', 5],
  ['WA', 4],
  ['AZ', 4],
  ['TN', 3],
  ['OK', 2],
  ['LA', 2],
  ['MD', 3],
  ['IL', 5],
  ['OH', 4],
  ['PA', 5],
  ['SC', 2],
  ['AL', 2],
  ['CO', 3],
  ['VA', 4],
  ['NJ', 4],
];
const commonTiers: [Tier, number][] = [
  ['IO', 45],
  ['IS', 20],
  ['IC', 12],
  ['IF', 23],
];

/** A small seeded generator (mulberry32): the same catalog always gets the same history. */
function seeded(text: string) {
  let state = [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const weighted = <T>(items: [T, number][]) => {
    let left = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      left -= weight;
      if (left < 0) return item;
    }
    return items[0]?.[0] as T;
  };
  return { next, pick, weighted };
}

type SellablePlan = {
  id: number;
  states: string[] | null;
  tiers: Tier[];
  minAge: number;
  maxAge: number;
  portalIds: number[];
  groupIds: number[];
};
type Shopper = { portalId: number; groupId: number | null; state: string; tier: Tier; age: number };

const sells = (plan: SellablePlan, shopper: Shopper) =>
  (plan.states === null || plan.states.includes(shopper.state)) &&
  plan.tiers.includes(shopper.tier) &&
  shopper.age >= plan.minAge &&
  shopper.age <= plan.maxAge &&
  plan.portalIds.includes(shopper.portalId) &&
  (plan.groupIds.length === 0 || (shopper.groupId !== null && plan.groupIds.includes(shopper.groupId)));

async function readCatalog(tx: Tx) {
  // One connection, so one statement at a time.
  const planRows = await tx.select().from(plans);
  const portalRows = await tx.select().from(planPortals);
  const groupRows = await tx.select().from(planGroups);
  const groupCodeRows = await tx.select({ id: groups.id, code: groups.code }).from(groups);
  const groupPortalRows = await tx.select().from(groupPortals);
  const sellable = new Map<string, SellablePlan>(
    planRows.map((plan) => [
      plan.code,
      {
        id: plan.id,
        states: plan.states,
        tiers: plan.tiers,
        minAge: plan.minAge,
        maxAge: plan.maxAge,
        portalIds: portalRows.filter((row) => row.planId === plan.id).map((row) => row.portalId),
        groupIds: groupRows.filter((row) => row.planId === plan.id).map((row) => row.groupId),
      },
    ]),
  );
  const groupByCode = new Map(
    groupCodeRows.map((group) => [
      group.code,
      { id: group.id, portalIds: groupPortalRows.filter((row) => row.groupId === group.id).map((row) => row.portalId) },
    ]),
  );
  return { sellable, groupByCode };
}

/** The carts of one pattern: each starts with one of its plans and takes each `with` entry at its chance. */
function cartsOf(pattern: HistoryPattern, catalog: Awaited<ReturnType<typeof readCatalog>>) {
  const random = seeded(pattern.code);
  const planOf = (code: string) => catalog.sellable.get(code) as SellablePlan;
  const carts: { shopper: Shopper; gender: number; enrolled: boolean; planIds: number[] }[] = [];
  for (let index = 0; index < pattern.carts; index++) {
    const first = planOf(random.pick(pattern.plans));
    const group = pattern.groups ? catalog.groupByCode.get(random.pick(pattern.groups)) : undefined;
    const portals = group ? first.portalIds.filter((id) => group.portalIds.includes(id)) : first.portalIds;
    const [low, high] = pattern.ages ?? [21, 72];
    const shopper: Shopper = {
      portalId: random.pick(portals.length > 0 ? portals : first.portalIds),
      groupId: group?.id ?? null,
      state: pattern.states ? random.pick(pattern.states) : random.weighted(commonStates),
      tier: pattern.tiers ? random.pick(pattern.tiers) : random.weighted(commonTiers),
      age: low + Math.floor(random.next() * (high - low + 1)),
    };
    const chosen = [
      first,
      ...pattern.with.flatMap((entry) => (random.next() < entry.chance ? [planOf(random.pick(entry.plans))] : [])),
    ];
    const planIds = [...new Set(chosen.filter((plan) => sells(plan, shopper)).map((plan) => plan.id))];
    const gender = random.next() < 0.5 ? 0 : 1;
    const enrolled = random.next() < pattern.enrolled;
    if (planIds.length > 0) carts.push({ shopper, gender, enrolled, planIds });
  }
  return carts;
}

/**
 * Replaces the history with the carts the catalog's patterns describe (none without a history section) and counts it
 * for the model; answers how many carts were kept.
 */
export async function writeDemoHistory(tx: Tx, patterns: HistoryPattern[]) {
  await tx.delete(historyCarts);
  const catalog = patterns.length > 0 ? await readCatalog(tx) : undefined;
  const carts = catalog ? patterns.flatMap((pattern) => cartsOf(pattern, catalog)) : [];
  for (let start = 0; start < carts.length; start += 1000) {
    const batch = carts.slice(start, start + 1000);
    const ids = await tx
      .insert(historyCarts)
      .values(
        batch.map(({ shopper, gender, enrolled }) => ({
          portalId: shopper.portalId,
          groupId: shopper.groupId,
          state: shopper.state,
          tier: shopper.tier,
          ageBand: ageBand(shopper.age),
          gender,
          enrolled,
        })),
      )
      .returning({ id: historyCarts.id });
    await tx
      .insert(historyCartPlans)
      .values(
        batch.flatMap((cart, index) => cart.planIds.map((planId) => ({ cartId: ids[index]?.id as number, planId }))),
      );
  }
  await recount(tx, 'history');
  return carts.length;
}
