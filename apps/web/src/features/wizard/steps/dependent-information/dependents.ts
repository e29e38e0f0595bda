import type { Relationship, ShownDependent } from '@openenroll/contract/wizard/dependent-info';
import type { Translate } from '../../../../shared/i18n/use-t.ts';
import type { dependentsMessages } from './dependents-messages.ts';

type T = Translate<NonNullable<(typeof dependentsMessages)['ids']>>;

/** One dependent as the screen keeps it: its primary_info as checked (a saved SSN only as the server masks it). */
export type Listed = {
  primary_info: ShownDependent['primary_info'];
  /** The health answers as the editor holds them, when dependents answer the health questions. */
  health_info?: Record<string, unknown> | null;
};

export const relationshipOf = (one: Listed): Relationship =>
  one.primary_info.relationship === 'spouse' ? 'spouse' : 'child';

const titles = { spouse: 'dependents.spouse', child: 'dependents.child' } as const;
export const relationshipTitle = (relationship: Relationship, t: T) => t(titles[relationship]);

/** 'Spouse#1 Sam Lee', 'Child#2 Leo Lee': the relationship, its count so far, the name. */
export function listLabel(list: readonly Listed[], index: number, t: T) {
  const one = list[index];
  if (!one) return '';
  const relationship = relationshipOf(one);
  const number = list.slice(0, index + 1).filter((other) => relationshipOf(other) === relationship).length;
  const name = [one.primary_info.first_name, one.primary_info.last_name].filter(Boolean).join(' ');
  return `${relationshipTitle(relationship, t)}#${number} ${name}`.trim();
}

/**
 * A person the quote named (a spouse's date of birth) has no name yet: it is offered to the add form, not listed.
 * Everything the step listed itself went through the server's check, so it has a name.
 */
export const isQuoted = (one: Listed) => !one.primary_info.first_name;

/** A new dependent's id: a saved SSN is kept under it when the dependent comes back with the SSN masked. */
export const newDependentId = () => crypto.randomUUID();

/** The server answers a saved SSN as '***-**-1234'; one typed during this visit is whole. */
export const isMaskedSsn = (value: string) => value.includes('*');

/** The list as the contract's tier rules read it. */
export const relationshipsOf = (list: readonly Listed[]) => list.map((one) => ({ relationship: relationshipOf(one) }));

/** A dependent as the save calls send it: health answers only when it has them. */
export const sentOf = (one: Listed) => ({
  primary_info: one.primary_info,
  ...(one.health_info ? { health_info: one.health_info } : {}),
});
