import '@mantine/core/styles/Pagination.layer.css';
import { Pagination } from '@mantine/core';

type MemberPagerProps = { page: number; pages: number; onChange: (page: number) => void };

const controlLabels = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** The pages of the member list, as a navigation landmark with named controls. */
export function MemberPager({ page, pages, onChange }: MemberPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Member list pages">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        siblings={1}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
      />
    </nav>
  );
}
