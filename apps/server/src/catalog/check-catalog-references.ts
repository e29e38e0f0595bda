import type { Tier } from '@openenroll/contract/codes';
import type { CatalogContent, Located } from './read-catalog-folder.ts';
import { CatalogError } from './read-catalog-folder.ts';

/** Codes are unique per section and every reference names something the catalog defines. */
export function checkCatalogReferences(content: CatalogContent) {
  const codes = <T>(records: Located<T>[], key: (value: T) => string) => {
    const seen = new Set<string>();
    for (const { file, record, value } of records) {
      if (seen.has(key(value))) throw new CatalogError(file, record, `duplicate code "${key(value)}"`);
      seen.add(key(value));
    }
    return seen;
  };
  const sites = codes(content.sites, (site) => site.code);
  const categories = codes(content.categories, (category) => category.key);
  const carriers = codes(content.carriers, (carrier) => carrier.code);
  const portals = codes(content.portals, (portal) => portal.code);
  const agents = codes(content.agents, (agent) => agent.code);
  const groups = codes(content.groups, (group) => group.code);
  const plans = codes(content.plans, (plan) => plan.code);
  const questions = codes(content.health_questions, (question) => String(question.id));
  const medication = content.health_questions.filter((question) => question.value.kind === 'medication');
  if (medication.length > 1) {
    const [, second] = medication;
    if (second) throw new CatalogError(second.file, second.record, 'only one medication question may be asked');
  }
  codes(content.members, (member) => member.code);
  codes(
    content.members.filter((member) => member.value.link_id),
    (member) => member.link_id ?? '',
  );
  codes(content.agents, (agent) => agent.access_code.toUpperCase());
  codes(content.groups, (group) => group.enrollment_code.toUpperCase());
  codes<{ landing_page: string }>([...content.agents, ...content.groups], (owner) => owner.landing_page);
  codes(
    content.sites.flatMap((site) => site.value.domains.map((domain) => ({ ...site, value: domain.toLowerCase() }))),
    (domain) => domain,
  );

  const expect = (
    located: Located<unknown>,
    kind: string,
    known: Set<string>,
    wanted: string[] | string | undefined,
  ) => {
    for (const code of [wanted ?? []].flat()) {
      if (code !== '*' && !known.has(code))
        throw new CatalogError(located.file, located.record, `unknown ${kind} "${code}"`);
    }
  };
  for (const portal of content.portals) expect(portal, 'site', sites, portal.value.sites);
  for (const agent of content.agents) {
    expect(agent, 'site', sites, agent.value.site);
    expect(agent, 'portal', portals, agent.value.portals);
  }
  for (const group of content.groups) {
    expect(group, 'site', sites, group.value.site);
    expect(group, 'agent', agents, group.value.agent);
    expect(group, 'portal', portals, group.value.portals);
  }
  for (const needing of [...content.categories, ...content.plans]) {
    expect(needing, 'health question', questions, needing.value.wizard?.health_questions.map(String));
  }
  const compareRows = new Map(
    content.categories.map(({ value }) => [value.key, new Set(value.compare.map((row) => row.key))]),
  );
  for (const plan of content.plans) {
    expect(plan, 'carrier', carriers, plan.value.carrier);
    expect(plan, 'category', categories, plan.value.category);
    expect(plan, 'comparison row', compareRows.get(plan.value.category) ?? new Set(), Object.keys(plan.value.summary));
    expect(plan, 'portal', portals, plan.value.portals);
    expect(plan, 'group', groups, plan.value.groups);
    const [minAge, maxAge] = plan.value.age;
    for (const row of plan.value.pricing) {
      for (const tier of Object.keys(row.rates) as Tier[]) {
        if (!plan.value.tiers.includes(tier)) {
          throw new CatalogError(plan.file, plan.record, `pricing for tier ${tier}, which the plan does not sell`);
        }
      }
      if (row.age[0] > maxAge || row.age[1] < minAge) {
        throw new CatalogError(
          plan.file,
          plan.record,
          `pricing age band ${row.age.join('-')} is outside the plan's ages`,
        );
      }
    }
  }
  if (content.sites.length === 0) throw new CatalogError('(catalog)', '(catalog)', 'at least one site is required');
  for (const member of content.members) {
    expect(member, 'agent', agents, member.value.agent);
    expect(member, 'group', groups, member.value.group);
    for (const policy of member.value.policies) expect(member, 'plan', plans, policy.plan);
  }
  codes(content.history, (pattern) => pattern.code);
  for (const pattern of content.history) {
    expect(pattern, 'plan', plans, [...pattern.value.plans, ...pattern.value.with.flatMap((entry) => entry.plans)]);
    expect(pattern, 'group', groups, pattern.value.groups);
  }
  codes(content.agreements, (text) => text.code);
  for (const text of content.agreements) {
    expect(text, 'plan', plans, text.value.plans);
    expect(text, 'category', categories, text.value.categories);
  }
}
