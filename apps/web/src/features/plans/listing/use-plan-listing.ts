import type { ListingSort } from '@openenroll/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { useStoreScope } from '../../../shared/api/store-scope.ts';
import { useQuoteFilter } from '../../../shared/filter/api/filter-info.ts';
import { getFilteredPlansQueryOptions } from '../api/filtered-plans.ts';
import { getMenuFilteredPlansQueryOptions } from '../api/menu-filtered-plans.ts';

type QueryKey = readonly unknown[];

const withoutSort = (key: QueryKey) => JSON.stringify(key, (name, value) => (name === 'sort' ? undefined : value));

/** Another order of the same listing keeps its plans on screen until it arrives; another listing does not. */
const sortedAnew =
  (key: QueryKey) =>
  <T>(previous: T | undefined, query: { queryKey: QueryKey } | undefined) =>
    query && withoutSort(query.queryKey) === withoutSort(key) ? previous : undefined;

/** The spec's rule: without a quote, plans load by menu category ("from" prices); with one, priced for it. */
export function usePlanListing(category: string | undefined, network: string | undefined, sort?: ListingSort) {
  const quote = useQuoteFilter();
  const scope = useStoreScope();
  const menuOptions = getMenuFilteredPlansQueryOptions({ ...scope, category, plan_network: network, sort });
  const menu = useQuery({
    ...menuOptions,
    enabled: !quote.tempId && !quote.isPending,
    placeholderData: sortedAnew(menuOptions.queryKey),
  });
  const filteredOptions = getFilteredPlansQueryOptions({
    enrollment_id: quote.tempId ?? '',
    categories: category ? [category] : undefined,
    plan_network: network,
    sort,
  });
  const filtered = useQuery({
    ...filteredOptions,
    enabled: quote.tempId !== undefined,
    placeholderData: sortedAnew(filteredOptions.queryKey),
  });
  const listing = quote.tempId ? filtered : menu;
  return { ...quote, groups: listing.data, isPending: quote.isPending || listing.isPending, isError: listing.isError };
}
