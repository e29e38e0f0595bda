import type { MemberPage } from '@openenroll/contract/members';

/** What the visitor is told about the list: how many members, which ones are shown. */
export function listSummary({ total, page, page_size: size, members }: MemberPage, search: string) {
  const noun = total === 1 ? 'member' : 'members';
  if (total === 0) return search ? `No members match “${search}”.` : 'You have no current members yet.';
  const matching = search ? ` matching “${search}”` : '';
  if (total <= size) return `${total} ${noun}${matching}`;
  const first = (page - 1) * size + 1;
  return `Showing ${first}–${first + members.length - 1} of ${total} ${noun}${matching}`;
}
