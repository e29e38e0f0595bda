import '@mantine/core/styles/Input.layer.css';
import { NativeSelect } from '@mantine/core';
import { listingSorts, type ListingSort as Sort } from '@openenroll/contract/plans';

const labels: Record<Sort, string> = {
  popular: 'Most popular',
  price_low: 'Price: low to high',
  price_high: 'Price: high to low',
  name: 'Name: A to Z',
};

const knownSort = (value: string | null) => listingSorts.find((sort) => sort === value);

/** The order asked for in the address (`sort`), when it is one the store knows. */
export const sortOf = (search: URLSearchParams) => knownSort(search.get('sort'));

type ListingSortProps = { value: Sort | undefined; onChange: (sort: Sort | undefined) => void };

/** How the plans of each category are ordered: the store's own order, or by popularity, price or name. */
export function ListingSort({ value, onChange }: ListingSortProps) {
  return (
    <NativeSelect
      label="Sort by"
      data={[{ value: '', label: 'Featured' }, ...listingSorts.map((sort) => ({ value: sort, label: labels[sort] }))]}
      value={value ?? ''}
      onChange={(event) => onChange(knownSort(event.currentTarget.value))}
      w={{ base: '100%', xs: 220 }}
      ml={{ xs: 'auto' }}
    />
  );
}
