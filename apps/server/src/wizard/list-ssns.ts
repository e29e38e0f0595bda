import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { isMasked } from './masked.ts';

type Item = Record<string, unknown>;

/** The list steps: where the list is, and where in each item the person (their id and SSN) is. */
const listSteps = {
  beneficiary_info: {
    list: 'beneficiaries',
    id: 'beneficiary_id',
    person: (item: Item): unknown => item,
    withPerson: (_item: Item, person: Item): Item => person,
  },
  dependent_info: {
    list: 'dependents',
    id: 'dependent_id',
    person: (item: Item): unknown => item.primary_info,
    withPerson: (item: Item, person: Item): Item => ({ ...item, primary_info: person }),
  },
} as const;

type ListTab = keyof typeof listSteps;

export const isListStep = (tab: WizardTab): tab is ListTab => tab in listSteps;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null;

/**
 * The SSNs a list step holds, by item id: from its saved answers, then its draft (newer, so it wins). The browser
 * only ever sees them masked (decision 012).
 */
export function keptSsns(tab: ListTab, ...stored: (Record<string, unknown> | null | undefined)[]) {
  const { list, id, person } = listSteps[tab];
  const kept = new Map<string, string>();
  for (const values of stored) {
    const items = values?.[list];
    if (!Array.isArray(items)) continue;
    for (const item of items.filter(isItem)) {
      const one = person(item);
      if (!isItem(one)) continue;
      const key = one[id];
      const ssn = one.ssn;
      if (typeof key === 'string' && key !== '' && typeof ssn === 'string' && ssn !== '' && !isMasked(ssn))
        kept.set(key, ssn);
    }
  }
  return kept;
}

/** A person sent back with the SSN masked or left out keeps the one held under their id; one typed whole stays. */
export function withKeptSsn<T extends Item>(tab: ListTab, person: T, kept: ReadonlyMap<string, string>): T {
  const ssn = person.ssn;
  if (typeof ssn === 'string' && ssn !== '' && !isMasked(ssn)) return person;
  const key = person[listSteps[tab].id];
  const held = typeof key === 'string' ? kept.get(key) : undefined;
  const { ssn: _sent, ...rest } = person;
  return (held === undefined ? rest : { ...rest, ssn: held }) as T;
}

/** A list step's values (a draft, say) with each masked SSN replaced by the one held under the item's id. */
export function listWithKeptSsns(tab: ListTab, values: Record<string, unknown>, kept: ReadonlyMap<string, string>) {
  const { list, person, withPerson } = listSteps[tab];
  const items = values[list];
  if (!Array.isArray(items)) return values;
  const resolved = items.map((item: unknown) => {
    const one = isItem(item) ? person(item) : undefined;
    return isItem(item) && isItem(one) ? withPerson(item, withKeptSsn(tab, one, kept)) : item;
  });
  return { ...values, [list]: resolved };
}
