import { i18n } from '@lingui/core';
import type { MemberPage, MemberRow } from '@openenroll/contract/members';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../shared/i18n/catalog.ts';
import type { Translate } from '../../../shared/i18n/use-t.ts';
import { membersMessages } from '../current-members-messages.ts';
import { listSummary as summaryIn } from './list-summary.ts';

// The catalog's English is loaded on import: the sentences are checked as the spec writes them.
i18n.activate('en');
const t = i18n._.bind(i18n) as Translate<NonNullable<(typeof membersMessages)['ids']>>;
const listSummary = (data: MemberPage, search: string) => summaryIn(data, search, t);

const row = (user_id: number): MemberRow => ({
  user_id,
  name: `Member ${user_id}`,
  dob: '01/01/1980',
  email: `m${user_id}@example.com`,
  ssn: '***-**-1234',
  policy_id: null,
  group_info: null,
  plan_info: [],
});
const page = (total: number, number: number, shown: number): MemberPage => ({
  members: Array.from({ length: shown }, (_, index) => row(index + 1)),
  total,
  page: number,
  page_size: 5,
});

describe('listSummary', () => {
  it('counts a short list and says which rows a longer one shows', () => {
    expect(listSummary(page(1, 1, 1), '')).toBe('1 member');
    expect(listSummary(page(4, 1, 4), '')).toBe('4 members');
    expect(listSummary(page(13, 1, 5), '')).toBe('Showing 1–5 of 13 members');
    expect(listSummary(page(13, 3, 3), '')).toBe('Showing 11–13 of 13 members');
  });

  it('names the search, and says when nothing matches', () => {
    expect(listSummary(page(1, 1, 1), 'rosa')).toBe('1 member matching “rosa”');
    expect(listSummary(page(0, 1, 0), 'zzz')).toBe('No members match “zzz”.');
    expect(listSummary(page(0, 1, 0), '')).toBe('You have no current members yet.');
  });
});

describe('listSummary in Spanish', () => {
  it('agrees in number with the count', async () => {
    await loadCatalog(membersMessages, 'es');
    i18n.activate('es');
    try {
      expect(listSummary(page(1, 1, 1), 'rosa')).toBe('1 afiliado que coincide con “rosa”');
      expect(listSummary(page(13, 1, 5), '')).toBe('Se muestran 1–5 de 13 afiliados');
    } finally {
      i18n.activate('en');
    }
  });
});
