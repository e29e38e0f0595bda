import { tiers } from '@openenroll/contract/codes';
import { getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { forgetAllCopies } from '../db/read-cache.ts';
import {
  agentPortals,
  agents,
  carriers,
  catalogAssets,
  catalogMeta,
  categories,
  groupPortals,
  groups,
  healthQuestions,
  memberPolicies,
  members,
  type PlanTexts,
  planGroups,
  planPortals,
  planPricing,
  planQuestions,
  plans,
  portalSites,
  portals,
  siteDomains,
  sites,
  siteTheme,
} from '../db/schema.ts';
import { writeDemoHistory } from '../recommendations/demo-history.ts';
import type { Cipher } from '../security/cipher.ts';
import { announceCatalogVersion } from './catalog-cache.ts';
import { checkCatalogReferences } from './check-catalog-references.ts';
import { writeAgreementTexts, writeMemberPaymentMethods } from './import-agreements.ts';
import { planQuestionRows } from './plan-question-rows.ts';
import { type CatalogContent, CatalogError, readCatalogFolder } from './read-catalog-folder.ts';
import { type Label, type SiteTexts, spanishOf } from './spanish-of.ts';
import { mergeNeeds } from './wizard-needs.ts';

/** `set` for an upsert: every column but the key takes the incoming row's value. */
function excludedColumns(table: PgTable, keep: string[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => !keep.includes(name))
      .map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
}

const byCode = (rows: { id: number; code: string }[]) => new Map(rows.map((row) => [row.code, row.id]));
const idOf = (map: Map<string, number>, code: string) => {
  const id = map.get(code);
  if (id === undefined) throw new Error(`internal: no id for ${code}`);
  return id;
};

/**
 * Replaces the catalog with a folder's content in one transaction: records are matched by code so ids
 * stay stable; records no longer in the folder are removed. A bad folder imports nothing.
 */
export async function importCatalog(deps: { db: Db; cipher: Cipher }, folder: string) {
  const { content, assets } = readCatalogFolder(folder);
  checkCatalogReferences(content);
  try {
    const imported = await deps.db.transaction(async (tx) => {
      const counts = await writeCatalog(tx, content, deps.cipher);
      const history = await writeDemoHistory(
        tx,
        content.history.map((pattern) => pattern.value),
      );
      await tx.delete(catalogAssets);
      if (assets.length > 0) await tx.insert(catalogAssets).values(assets);
      const [meta] = await tx
        .insert(catalogMeta)
        .values({ id: 1, version: 1, importedAt: new Date(), source: folder })
        .onConflictDoUpdate({
          target: catalogMeta.id,
          set: { version: sql`${catalogMeta.version} + 1`, importedAt: new Date(), source: folder },
        })
        .returning({ version: catalogMeta.version });
      return { counts: { ...counts, history, assets: assets.length }, version: meta?.version ?? 0 };
    });
    // Removed representatives, groups and members reach enrollments through their foreign keys, behind the stores.
    forgetAllCopies(deps.db);
    announceCatalogVersion(deps.db, imported.version);
    return imported.counts;
  } catch (error) {
    if (error instanceof CatalogError) throw error;
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    throw new CatalogError('(catalog)', '(database)', `the catalog could not be stored: ${cause}`);
  }
}

async function writeCatalog(tx: Tx, content: CatalogContent, cipher: Cipher) {
  const values = <T>(records: { value: T }[]) => records.map((record) => record.value);

  const siteIds = byCode(
    await tx
      .insert(sites)
      .values(
        values(content.sites).map((site, index) => ({
          code: site.code,
          name: site.name,
          phone: site.phone,
          email: site.email,
          about: site.about,
          isDefault: index === 0,
          requiresAccessCode: site.requires_access_code,
          mainHost: site.main_host ?? false,
          enrollerCode: site.enroller_code,
          translations: spanishOf<SiteTexts>(site.es),
        })),
      )
      .onConflictDoUpdate({ target: sites.code, set: excludedColumns(sites, ['id', 'code']) })
      .returning({ id: sites.id, code: sites.code }),
  );
  await tx.delete(siteDomains);
  await tx.delete(siteTheme);
  for (const site of values(content.sites)) {
    const siteId = idOf(siteIds, site.code);
    await tx.insert(siteDomains).values(site.domains.map((domain) => ({ domain: domain.toLowerCase(), siteId })));
    const theme = Object.entries(site.theme).map(([key, value]) => ({ siteId, key, value }));
    if (theme.length > 0) await tx.insert(siteTheme).values(theme);
  }

  await tx
    .insert(categories)
    .values(
      values(content.categories).map(({ key, label, order, compare, es }) => ({
        key,
        label,
        sortOrder: order,
        compare: compare.map((row) => ({ key: row.key, label: row.label, ...spanishOf<Label>(row.es) })),
        translations: spanishOf<Label>(es),
      })),
    )
    .onConflictDoUpdate({ target: categories.key, set: excludedColumns(categories, ['key']) });

  await tx.delete(healthQuestions);
  const questions = values(content.health_questions).map(({ es, ...question }) => ({
    ...question,
    translations: spanishOf<{ text: string }>(es),
  }));
  if (questions.length > 0) await tx.insert(healthQuestions).values(questions);

  const carrierIds = byCode(
    await tx
      .insert(carriers)
      .values(
        values(content.carriers).map(({ code, name, logo, partner }) => ({ code, name, logo, isPartner: partner })),
      )
      .onConflictDoUpdate({ target: carriers.code, set: excludedColumns(carriers, ['id', 'code']) })
      .returning({ id: carriers.id, code: carriers.code }),
  );

  const portalIds = byCode(
    await tx
      .insert(portals)
      .values(values(content.portals).map(({ code, name }) => ({ code, name })))
      .onConflictDoUpdate({ target: portals.code, set: excludedColumns(portals, ['id', 'code']) })
      .returning({ id: portals.id, code: portals.code }),
  );
  await tx.delete(portalSites);
  await tx
    .insert(portalSites)
    .values(
      values(content.portals).flatMap((portal) =>
        portal.sites.map((site) => ({ portalId: idOf(portalIds, portal.code), siteId: idOf(siteIds, site) })),
      ),
    );

  const agentIds = byCode(
    content.agents.length === 0
      ? []
      : await tx
          .insert(agents)
          .values(
            values(content.agents).map((agent) => ({
              code: agent.code,
              accessCode: agent.access_code,
              enrollerCode: agent.enroller_code ?? null,
              siteId: idOf(siteIds, agent.site),
              firstName: agent.first_name,
              middleName: agent.middle_name ?? null,
              lastName: agent.last_name,
              email: agent.email,
              phone: agent.phone,
              landingPage: agent.landing_page,
              landingUrl: agent.landing_url,
              tagline: agent.tagline ?? null,
              bio: agent.bio ?? null,
              logo: agent.logo ?? null,
              image: agent.image ?? null,
              referralId: agent.referral_id ?? null,
            })),
          )
          .onConflictDoUpdate({ target: agents.code, set: excludedColumns(agents, ['id', 'code']) })
          .returning({ id: agents.id, code: agents.code }),
  );
  await tx.delete(agentPortals);
  const agentPortalRows = values(content.agents).flatMap((agent) =>
    agent.portals.map((portal) => ({ agentId: idOf(agentIds, agent.code), portalId: idOf(portalIds, portal) })),
  );
  if (agentPortalRows.length > 0) await tx.insert(agentPortals).values(agentPortalRows);

  const groupIds = byCode(
    content.groups.length === 0
      ? []
      : await tx
          .insert(groups)
          .values(
            values(content.groups).map((group) => ({
              code: group.code,
              enrollmentCode: group.enrollment_code,
              siteId: idOf(siteIds, group.site),
              name: group.name,
              agentId: idOf(agentIds, group.agent),
              email: group.email,
              phone: group.phone,
              landingPage: group.landing_page,
              landingUrl: group.landing_url,
              requiresGroupCode: group.requires_group_code,
              tagline: group.tagline ?? null,
              about: group.about ?? null,
              logo: group.logo ?? null,
              image: group.image ?? null,
              ...group.address,
            })),
          )
          .onConflictDoUpdate({ target: groups.code, set: excludedColumns(groups, ['id', 'code']) })
          .returning({ id: groups.id, code: groups.code }),
  );
  await tx.delete(groupPortals);
  const groupPortalRows = values(content.groups).flatMap((group) =>
    group.portals.map((portal) => ({ groupId: idOf(groupIds, group.code), portalId: idOf(portalIds, portal) })),
  );
  if (groupPortalRows.length > 0) await tx.insert(groupPortals).values(groupPortalRows);

  const categoryNeeds = new Map(values(content.categories).map((category) => [category.key, category.wizard]));
  const planIds = byCode(
    await tx
      .insert(plans)
      .values(
        values(content.plans).map((plan) => ({
          code: plan.code,
          name: plan.name,
          carrierId: idOf(carrierIds, plan.carrier),
          categoryKey: plan.category,
          shortText: plan.short_text,
          logo: plan.logo ?? null,
          calloutText: plan.callout?.text ?? null,
          calloutColor: plan.callout?.color ?? null,
          network: plan.network ?? null,
          featured: plan.featured,
          states: plan.states === '*' ? null : plan.states,
          tiers: plan.tiers,
          minAge: plan.age[0],
          maxAge: plan.age[1],
          isPartnerCarrier: plan.flags.partner_carrier,
          isMembership: plan.flags.membership,
          requiresGroupCode: plan.flags.requires_group_code,
          salaryBased: plan.flags.salary_based,
          tobaccoRated: plan.flags.tobacco_rated,
          premier: plan.flags.premier,
          iha: plan.flags.iha,
          l713: plan.flags.l713,
          salary: plan.salary ?? null,
          blackout: plan.blackout ?? null,
          enrollmentFee: plan.enrollment_fee,
          union: plan.union ?? null,
          riders: plan.riders,
          summary: plan.summary,
          description: plan.description,
          wizard: mergeNeeds(categoryNeeds.get(plan.category), plan.wizard),
          translations: spanishOf<PlanTexts>(plan.es),
        })),
      )
      .onConflictDoUpdate({ target: plans.code, set: excludedColumns(plans, ['id', 'code']) })
      .returning({ id: plans.id, code: plans.code }),
  );
  const allPortalCodes = [...portalIds.keys()];
  await tx.delete(planPortals);
  await tx.insert(planPortals).values(
    values(content.plans).flatMap((plan) =>
      (plan.portals === '*' ? allPortalCodes : plan.portals).map((portal) => ({
        planId: idOf(planIds, plan.code),
        portalId: idOf(portalIds, portal),
      })),
    ),
  );
  await tx.delete(planGroups);
  const planGroupRows = values(content.plans).flatMap((plan) =>
    (plan.groups ?? []).map((group) => ({ planId: idOf(planIds, plan.code), groupId: idOf(groupIds, group) })),
  );
  if (planGroupRows.length > 0) await tx.insert(planGroups).values(planGroupRows);
  await tx.delete(planPricing);
  const pricingRows = values(content.plans).flatMap((plan) =>
    plan.pricing.flatMap((row) =>
      (row.states === '*' ? [null] : row.states).flatMap((state) =>
        tiers.flatMap((tier) => {
          const price = row.rates[tier];
          return price === undefined
            ? []
            : [
                {
                  planId: idOf(planIds, plan.code),
                  tier,
                  minAge: row.age[0],
                  maxAge: row.age[1],
                  state,
                  tobacco: row.tobacco ?? null,
                  price,
                },
              ];
        }),
      ),
    ),
  );
  for (let start = 0; start < pricingRows.length; start += 500) {
    await tx.insert(planPricing).values(pricingRows.slice(start, start + 500));
  }
  await tx.delete(planQuestions);
  const questionRows = values(content.plans).flatMap((plan) => planQuestionRows(idOf(planIds, plan.code), plan));
  if (questionRows.length > 0) await tx.insert(planQuestions).values(questionRows);

  const memberIds = byCode(
    content.members.length === 0
      ? []
      : await tx
          .insert(members)
          .values(
            values(content.members).map((member) => ({
              code: member.code,
              firstName: member.first_name,
              lastName: member.last_name,
              dob: member.dob,
              gender: member.gender,
              email: member.email,
              phone: member.phone,
              ssnEncrypted: cipher.encrypt(member.ssn),
              ssnLast4: member.ssn.slice(-4),
              zip: member.zip,
              state: member.state,
              agentId: member.agent ? idOf(agentIds, member.agent) : null,
              groupId: member.group ? idOf(groupIds, member.group) : null,
              linkId: member.link_id ?? null,
            })),
          )
          .onConflictDoUpdate({ target: members.code, set: excludedColumns(members, ['id', 'code']) })
          .returning({ id: members.id, code: members.code }),
  );
  await tx.delete(memberPolicies);
  const policyRows = values(content.members).flatMap((member) =>
    member.policies.map((policy) => ({
      memberId: idOf(memberIds, member.code),
      planId: idOf(planIds, policy.plan),
      tier: policy.tier,
      status: policy.status,
      effectiveDate: policy.effective_date,
    })),
  );
  if (policyRows.length > 0) await tx.insert(memberPolicies).values(policyRows);
  await writeMemberPaymentMethods(tx, content, memberIds, cipher);
  const agreements = await writeAgreementTexts(tx, content, planIds);

  await removeMissing(tx, members, members.code, [...memberIds.keys()]);
  await removeMissing(tx, plans, plans.code, [...planIds.keys()]);
  await removeMissing(tx, groups, groups.code, [...groupIds.keys()]);
  await removeMissing(tx, agents, agents.code, [...agentIds.keys()]);
  await removeMissing(tx, portals, portals.code, [...portalIds.keys()]);
  await removeMissing(tx, carriers, carriers.code, [...carrierIds.keys()]);
  await removeMissing(
    tx,
    categories,
    categories.key,
    values(content.categories).map((category) => category.key),
  );
  await removeMissing(tx, sites, sites.code, [...siteIds.keys()]);

  return {
    sites: siteIds.size,
    plans: planIds.size,
    prices: pricingRows.length,
    questions: questionRows.length,
    agents: agentIds.size,
    groups: groupIds.size,
    members: memberIds.size,
    agreements,
  };
}

async function removeMissing(tx: Tx, table: PgTable, column: PgColumn, keep: string[]) {
  await tx.delete(table).where(keep.length > 0 ? notInArray(column, keep) : inArray(column, []));
}
