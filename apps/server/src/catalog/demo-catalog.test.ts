import { fileURLToPath } from 'node:url';
import { and, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unionFees } from '../cart/cart-costs.ts';
import { agents, categories, groups, memberPolicies, members, planPricing, plans, portals } from '../db/schema.ts';
import { base64, useTestStore } from '../test/test-app.ts';

const demoCatalogDir = fileURLToPath(new URL('../../../../catalog', import.meta.url));

describe('the demo catalog', () => {
  const store = useTestStore({ catalogDir: demoCatalogDir });
  const total = async (
    table: typeof plans | typeof agents | typeof groups | typeof portals | typeof categories | typeof members,
  ) => (await store.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('holds every category, 40+ plans, and enough people to shop with', async () => {
    expect(await total(categories)).toBe(14);
    expect(await total(plans)).toBeGreaterThanOrEqual(40);
    expect(await total(agents)).toBeGreaterThanOrEqual(3);
    expect(await total(groups)).toBeGreaterThanOrEqual(3);
    expect(await total(portals)).toBeGreaterThanOrEqual(2);
    const [needsCode] = await store.db.select({ n: count() }).from(groups).where(eq(groups.requiresGroupCode, true));
    expect(needsCode?.n).toBeGreaterThanOrEqual(1);
  });

  it('holds current members to page through (more than 5 a list), each with a store link', async () => {
    expect(await total(members)).toBeGreaterThanOrEqual(25);
    const inList = async (where: ReturnType<typeof eq>) =>
      (await store.db.select({ n: count() }).from(members).where(where))[0]?.n ?? 0;
    const [maria] = await store.db.select().from(agents).where(eq(agents.code, 'maria-lopez'));
    const [loneStar] = await store.db.select().from(groups).where(eq(groups.code, 'lone-star-logistics'));
    expect(await inList(eq(members.agentId, maria?.id ?? 0))).toBeGreaterThan(5);
    expect(await inList(eq(members.groupId, loneStar?.id ?? 0))).toBeGreaterThan(5);
    expect(await inList(isNull(members.linkId))).toBe(0);
    const [inactive] = await store.db
      .select({ n: count() })
      .from(memberPolicies)
      .where(ne(memberPolicies.status, 'ACTIVE'));
    expect(inactive?.n).toBeGreaterThan(0);
  });

  it('prices differ by tier, age, state and tobacco use', async () => {
    const prices = await store.db.select().from(planPricing);
    const distinct = (key: (row: (typeof prices)[number]) => unknown) => new Set(prices.map(key)).size > 1;
    expect(distinct((row) => row.tier)).toBe(true);
    expect(distinct((row) => row.minAge)).toBe(true);
    expect(prices.some((row) => row.state !== null)).toBe(true);
    const tobaccoRows = await store.db
      .select({ n: count() })
      .from(planPricing)
      .where(and(isNotNull(planPricing.tobacco), eq(planPricing.tobacco, true)));
    expect(tobaccoRows[0]?.n).toBeGreaterThan(0);
  });

  it("prices union plans as their parts add up: fixed fees, health and welfare, and the marketer's fee", async () => {
    const unionPlans = await store.db.select().from(plans).where(isNotNull(plans.union));
    expect(unionPlans.length).toBeGreaterThanOrEqual(1);
    for (const plan of unionPlans) {
      const prices = await store.db.select().from(planPricing).where(eq(planPricing.planId, plan.id));
      for (const row of prices) {
        const tier = row.tier as keyof typeof unionFees.association_fees;
        const parts =
          unionFees.union_dues +
          unionFees.annuity_fund +
          unionFees.billing_fees +
          unionFees.association_fees[tier] +
          (plan.union?.health_and_welfare[tier] ?? Number.NaN);
        expect(row.price - parts).toBeGreaterThanOrEqual(unionFees.marketer_fees.min);
        expect(row.price - parts).toBeLessThanOrEqual(unionFees.marketer_fees.max);
      }
    }
  });

  it('answers as two differently themed sites on localhost and 127.0.0.1', async () => {
    const theme = async (domain: string) => {
      const response = await store.app.inject({
        url: `/api/v1/get-external-site-dynamic-information?site_domain=${base64(domain)}`,
      });
      return Object.fromEntries(
        response.json().data.map((entry: { key: string; value: string }) => [entry.key, entry.value]),
      );
    };
    const [a, b] = [await theme('localhost'), await theme('127.0.0.1')];
    for (const key of ['primary_color', 'logo', 'banner_image', 'font_family']) expect(a[key]).not.toBe(b[key]);
    const logo = await store.app.inject({ url: a.logo });
    expect(logo.statusCode).toBe(200);
  });
});
