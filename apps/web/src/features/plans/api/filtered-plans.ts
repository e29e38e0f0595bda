import type { CallInput } from '@openenroll/contract/call';
import { getFilteredPlans } from '@openenroll/contract/plans';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** Plans priced for the visitor's quote. */
export const getFilteredPlansQueryOptions = (input: CallInput<typeof getFilteredPlans>) =>
  queryOptions({
    queryKey: ['plans', 'filtered', input],
    queryFn: ({ signal }) => callApi(getFilteredPlans, input, { signal }),
  });
