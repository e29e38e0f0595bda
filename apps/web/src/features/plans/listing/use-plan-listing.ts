import type { ListingSort } from '@openenroll/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { useStoreScope } from '../../../shared/api/store-scope.ts';
import { useQuoteFilter } from '../../../shared/filter/api/filter-info.ts';
import { getFilteredPlansQueryOptions } from '../api/filtered-plans.ts';
import { getMenuFilteredPlansQueryOptions } from '../api/menu-filtered-plans.ts';

type ListingKey = { queryKey: readonly unknown[] };

/** Another order of the same category keeps its plans on screen until it arrives; another category does not. */
const sortedAnew =
  (category: string | undefined) =>
  <T>(previous: T | undefined, query: ListingKey | undefined) => {
    const input = query?.queryKey[2] as { category?: string; categories?: string[] } | undefined;
    return (input?.category ?? input?.categories?.[0]) === category ? previous : undefined;
  };

/** The spec's rule: without a quote, plans load by menu category ("from" prices); with one, priced for it. */
export function usePlanListing(category: string | undefined, network: string | undefined, sort?: ListingSort) {
  const quote = useQuoteFilter();
  const scope = useStoreScope();
  const menu = useQuery({
    ...getMenuFilteredPlansQueryOptions({ ...scope, category, plan_network: network, sort }),
    enabled: !quote.tempId && !quote.isPending,
    placeholderData: sortedAnew(category),
  });
  const filtered = useQuery({
    ...getFilteredPlansQueryOptions({
      enrollment_id: quote.tempId ?? '',
      categories: category ? [category] : undefined,
      plan_network: network,
      sort,
    }),
    enabled: quote.tempId !== undefined,
    placeholderData: sortedAnew(category),
  });
  const listing = quote.tempId ? filtered : menu;
  return { ...quote, groups: listing.data, isPending: quote.isPending || listing.isPending, isError: listing.isError };
}
