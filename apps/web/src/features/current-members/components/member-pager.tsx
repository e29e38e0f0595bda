import '@mantine/core/styles/Pagination.layer.css';
import { Pagination } from '@mantine/core';
import { useT } from '../../../shared/i18n/use-t.ts';
import { membersMessages } from '../current-members-messages.ts';

type MemberPagerProps = { page: number; pages: number; onChange: (page: number) => void };

const controlLabels = {
  first: 'members.pager.first',
  previous: 'members.pager.previous',
  next: 'members.pager.next',
  last: 'members.pager.last',
} as const;

/** The pages of the member list, as a navigation landmark with named controls. */
export function MemberPager({ page, pages, onChange }: MemberPagerProps) {
  const t = useT(membersMessages);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('members.pager.label')}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        siblings={1}
        getItemProps={(item) => ({ 'aria-label': t('members.pager.page', { page: item }) })}
        getControlProps={(control) => ({ 'aria-label': t(controlLabels[control]) })}
      />
    </nav>
  );
}
