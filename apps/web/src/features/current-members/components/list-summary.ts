import type { MemberPage } from '@openenroll/contract/members';
import type { Translate } from '../../../shared/i18n/use-t.ts';
import type { membersMessages } from '../current-members-messages.ts';

type MembersKey = NonNullable<(typeof membersMessages)['ids']>;

/** What the visitor is told about the list: how many members, which ones are shown. */
export function listSummary(
  { total, page, page_size: size, members }: MemberPage,
  search: string,
  t: Translate<MembersKey>,
) {
  if (total === 0) return search ? t('members.summary.noMatch', { search }) : t('members.summary.empty');
  if (total <= size)
    return search ? t('members.summary.countMatching', { total, search }) : t('members.summary.count', { total });
  const first = (page - 1) * size + 1;
  const range = { first, last: first + members.length - 1, total, search };
  return search ? t('members.summary.rangeMatching', range) : t('members.summary.range', range);
}
