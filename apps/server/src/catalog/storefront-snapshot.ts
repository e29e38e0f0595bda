import type { Locale } from '@openenroll/contract/locale';
import type { ThemeEntry } from '@openenroll/contract/site';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  carriers,
  categories,
  planGroups,
  planPortals,
  plans,
  portalSites,
  siteDomains,
  sites,
  siteTheme,
} from '../db/schema.ts';

/** Everything the shell and the landing page read, loaded in one go and kept until the next import. */
export async function loadStorefrontSnapshot(db: Db) {
  const [siteRows, domainRows, themeRows, categoryRows, portalSiteRows, planRows, planPortalRows, planGroupRows] =
    await Promise.all([
      db.select().from(sites).orderBy(asc(sites.id)),
      db.select().from(siteDomains),
      db.select().from(siteTheme).orderBy(asc(siteTheme.key)),
      db.select().from(categories).orderBy(asc(categories.sortOrder)),
      db.select().from(portalSites),
      db
        .select({
          id: plans.id,
          name: plans.name,
          logo: sql<string>`coalesce(${plans.logo}, ${carriers.logo})`,
          shortText: plans.shortText,
          categoryKey: plans.categoryKey,
          featured: plans.featured,
          translations: plans.translations,
        })
        .from(plans)
        .innerJoin(carriers, eq(carriers.id, plans.carrierId))
        .orderBy(asc(plans.id)),
      db.select().from(planPortals),
      db.select().from(planGroups),
    ]);

  const portalsByPlan = idsByPlan(planPortalRows, (row) => row.portalId);
  const groupsByPlan = idsByPlan(planGroupRows, (row) => row.groupId);

  return {
    sites: siteRows.map((site) => ({
      ...site,
      textLanguage: undefined as Locale | undefined,
      theme: themeRows.filter((row) => row.siteId === site.id).map(({ key, value }): ThemeEntry => ({ key, value })),
      portalIds: portalSiteRows.filter((row) => row.siteId === site.id).map((row) => row.portalId),
    })),
    siteIdByDomain: new Map(domainRows.map((row) => [row.domain, row.siteId])),
    categories: categoryRows.map((category) => ({ ...category, textLanguage: undefined as Locale | undefined })),
    plans: planRows.map((plan) => ({
      ...plan,
      textLanguage: undefined as Locale | undefined,
      portalIds: portalsByPlan.get(plan.id) ?? [],
      groupIds: groupsByPlan.get(plan.id) ?? [],
    })),
  };
}

export type StorefrontSnapshot = Awaited<ReturnType<typeof loadStorefrontSnapshot>>;
export type SnapshotSite = StorefrontSnapshot['sites'][number];
export type SnapshotPlan = StorefrontSnapshot['plans'][number];

function idsByPlan<T extends { planId: number }>(rows: T[], pick: (row: T) => number) {
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(row.planId, [...(map.get(row.planId) ?? []), pick(row)]);
  return map;
}
