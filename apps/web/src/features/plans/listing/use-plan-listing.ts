import { useQuery } from '@tanstack/react-query';
import { useStoreScope } from '../../../shared/api/store-scope.ts';
import { useQuoteFilter } from '../../../shared/filter/api/filter-info.ts';
import { getFilteredPlansQueryOptions } from '../api/filtered-plans.ts';
import { getMenuFilteredPlansQueryOptions } from '../api/menu-filtered-plans.ts';

/** The spec's rule: without a quote, plans load by menu category ("from" prices); with one, priced for it. */
export function usePlanListing(category: string | undefined, network: string | undefined) {
  const quote = useQuoteFilter();
  const scope = useStoreScope();
  const menu = useQuery({
    ...getMenuFilteredPlansQueryOptions({ ...scope, category, plan_network: network }),
    enabled: !quote.tempId && !quote.isPending,
  });
  const filtered = useQuery({
    ...getFilteredPlansQueryOptions({
      enrollment_id: quote.tempId ?? '',
      categories: category ? [category] : undefined,
      plan_network: network,
    }),
    enabled: quote.tempId !== undefined,
  });
  const listing = quote.tempId ? filtered : menu;
  return { ...quote, groups: listing.data, isPending: quote.isPending || listing.isPending, isError: listing.isError };
}
