import type { Locale } from '@openenroll/contract/locale';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carriers, categories, planGroups, planPortals, planPricing, planQuestions, plans } from '../db/schema.ts';
import type { CatalogCache } from './catalog-cache.ts';

export type BookQuestion = {
  position: number;
  question: string;
  requiredAnswer: boolean | null;
  decliningAnswer: boolean | null;
  declineMessage: string | null;
};

/** Everything pricing and shopping read about the plans, loaded in one go and kept until the next import. */
async function loadPlanBook(db: Db) {
  const [planRows, priceRows, questionRows, portalRows, groupRows, categoryRows] = await Promise.all([
    db
      .select({ plan: plans, carrier: { name: carriers.name, logo: carriers.logo } })
      .from(plans)
      .innerJoin(carriers, eq(carriers.id, plans.carrierId))
      .orderBy(asc(plans.id)),
    db.select().from(planPricing).orderBy(asc(planPricing.id)),
    db.select().from(planQuestions).orderBy(asc(planQuestions.position)),
    db.select().from(planPortals),
    db.select().from(planGroups),
    db.select().from(categories).orderBy(asc(categories.sortOrder)),
  ]);
  const grouped = <T extends { planId: number }, R>(rows: T[], pick: (row: T) => R) => {
    const map = new Map<number, R[]>();
    for (const row of rows) map.set(row.planId, [...(map.get(row.planId) ?? []), pick(row)]);
    return map;
  };
  const prices = grouped(priceRows, ({ id, tier, minAge, maxAge, state, tobacco, price }) => ({
    id,
    tier,
    minAge,
    maxAge,
    state,
    tobacco,
    price,
  }));
  const questions = grouped(questionRows, (row) => row);
  const portalIds = grouped(portalRows, (row) => row.portalId);
  const groupIds = grouped(groupRows, (row) => row.groupId);
  const question = ({ position, question, requiredAnswer, decliningAnswer, declineMessage }: BookQuestion) => ({
    position,
    question,
    requiredAnswer,
    decliningAnswer,
    declineMessage,
  });

  const book = planRows.map(({ plan, carrier }) => ({
    ...plan,
    logo: plan.logo ?? carrier.logo,
    carrier,
    prices: prices.get(plan.id) ?? [],
    eligibility: (questions.get(plan.id) ?? []).filter((row) => row.kind === 'eligibility').map(question),
    underwriting: (questions.get(plan.id) ?? []).filter((row) => row.kind === 'underwriting').map(question),
    portalIds: portalIds.get(plan.id) ?? [],
    groupIds: groupIds.get(plan.id) ?? [],
    textLanguage: undefined as Locale | undefined,
  }));
  const categoryList = categoryRows.map((category) => ({ ...category, textLanguage: undefined as Locale | undefined }));
  return { plans: book, byId: new Map(book.map((plan) => [plan.id, plan])), categories: categoryList };
}

export type PlanBook = Awaited<ReturnType<typeof loadPlanBook>>;
export type BookPlan = PlanBook['plans'][number];

export function createPlanBook(deps: { db: Db; cache: CatalogCache }) {
  return () => deps.cache.get('plan-book', () => loadPlanBook(deps.db));
}

export type PlanBookReader = ReturnType<typeof createPlanBook>;
