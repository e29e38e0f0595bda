import type { Locale } from '@openenroll/contract/locale';
import { categoryPath, planPath } from '@openenroll/contract/plan-path';
import { storeMessages } from '@openenroll/contract/store-messages';
import type { Db } from '../db/client.ts';
import { NotFound } from '../errors/domain-error.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { textLanguageField } from './in-language.ts';
import { storefrontIn } from './storefront-in-language.ts';
import { loadStorefrontSnapshot, type SnapshotPlan, type SnapshotSite } from './storefront-snapshot.ts';

/** Who is shopping, as the session knows it: decides which plans are on sale. */
export type StoreScope = {
  siteId: number;
  portalId?: number;
  groupId?: number;
  /** The group whose enrollment code the visitor typed in this session. */
  provenGroupId?: number;
  /** The language the visitor reads catalog texts in; English when absent. */
  language?: Locale;
};

/** Domain as typed in the address bar, without port or trailing dot. */
export const normalizeDomain = (domain: string) => domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** A plan is on sale when one of the scope's portals sells it and, if it is reserved for groups, the scope's group is one. */
export const onSale =
  (site: Pick<SnapshotSite, 'portalIds'>, scope: StoreScope) =>
  (plan: Pick<SnapshotPlan, 'portalIds' | 'groupIds'>) => {
    const portals = scope.portalId ? [scope.portalId] : site.portalIds;
    if (!plan.portalIds.some((id) => portals.includes(id))) return false;
    return plan.groupIds.length === 0 || (scope.groupId !== undefined && plan.groupIds.includes(scope.groupId));
  };

export function createStorefrontService(deps: { db: Db; cache: CatalogCache }) {
  const snapshot = async (language?: Locale) =>
    storefrontIn(await deps.cache.get('storefront', () => loadStorefrontSnapshot(deps.db)), language);

  async function siteFor(siteId: number, language?: Locale) {
    const site = (await snapshot(language)).sites.find((candidate) => candidate.id === siteId);
    if (!site) throw new NotFound(storeMessages.siteNotFound);
    return site;
  }

  return {
    /** The site answering on a domain; unknown domains get the default site, as a store must answer somewhere. */
    async siteByDomain(domain: string, language?: Locale): Promise<SnapshotSite> {
      const { sites, siteIdByDomain } = await snapshot(language);
      const siteId = siteIdByDomain.get(normalizeDomain(domain));
      const site = sites.find((candidate) => candidate.id === siteId) ?? sites.find((candidate) => candidate.isDefault);
      if (!site) throw new NotFound(storeMessages.noSiteConfigured);
      return site;
    },

    async siteOwnsDomain(domain: string) {
      return (await snapshot()).siteIdByDomain.has(normalizeDomain(domain));
    },

    siteFor,

    async menu(scope: StoreScope) {
      const { categories, plans } = await snapshot(scope.language);
      const available = plans.filter(onSale(await siteFor(scope.siteId), scope));
      const shown = categories.filter((category) => available.some((plan) => plan.categoryKey === category.key));
      return {
        categories: shown.map((category) => ({
          key: category.key,
          label: category.label,
          ...textLanguageField(category),
        })),
        category_order: shown.map(({ key }) => key),
      };
    },

    /** The pages anyone may find on the site: its landing page, each category's listing and each plan's page. */
    async publicPages(siteId: number): Promise<string[]> {
      const { categories, plans } = await snapshot();
      const available = plans.filter(onSale(await siteFor(siteId), { siteId }));
      const shown = categories.filter((category) => available.some((plan) => plan.categoryKey === category.key));
      return [
        '/',
        ...shown.map(({ key }) => categoryPath(key)),
        ...available.map((plan) => planPath(plan.id, plan.name)),
      ];
    },

    async featuredPlans(scope: StoreScope) {
      const { plans } = await snapshot(scope.language);
      return plans
        .filter((plan) => plan.featured)
        .filter(onSale(await siteFor(scope.siteId), scope))
        .map((plan) => ({
          plan_id: plan.id,
          plan_name: plan.name,
          plan_logo: plan.logo,
          plan_short_text: plan.shortText,
          plan_category: plan.categoryKey,
          ...textLanguageField(plan),
        }));
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
