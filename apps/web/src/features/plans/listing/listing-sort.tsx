import '@mantine/core/styles/Input.layer.css';
import { NativeSelect } from '@mantine/core';
import { listingSorts, type ListingSort as Sort } from '@openenroll/contract/plans';
import { useT } from '../../../shared/i18n/use-t.ts';
import { plansMessages } from '../plans-messages.ts';

const labels = {
  popular: 'plans.sort.popular',
  price_low: 'plans.sort.price_low',
  price_high: 'plans.sort.price_high',
  name: 'plans.sort.name',
} as const satisfies Record<Sort, string>;

const knownSort = (value: string | null) => listingSorts.find((sort) => sort === value);

/** The order asked for in the address (`sort`), when it is one the store knows. */
export const sortOf = (search: URLSearchParams) => knownSort(search.get('sort'));

type ListingSortProps = { value: Sort | undefined; onChange: (sort: Sort | undefined) => void };

/** How the plans of each category are ordered: the store's own order, or by popularity, price or name. */
export function ListingSort({ value, onChange }: ListingSortProps) {
  const t = useT(plansMessages);
  return (
    <NativeSelect
      label={t('plans.sortBy')}
      data={[
        { value: '', label: t('plans.sort.featured') },
        ...listingSorts.map((sort) => ({ value: sort, label: t(labels[sort]) })),
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(knownSort(event.currentTarget.value))}
      w={{ base: '100%', xs: 220 }}
      ml={{ xs: 'auto' }}
    />
  );
}
