import type { CallInput } from '@openenroll/contract/call';
import { getMenuFilteredPlans } from '@openenroll/contract/plans';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** Plans by menu category before a quote, each tier priced "from" its lowest rate. */
export const getMenuFilteredPlansQueryOptions = (input: CallInput<typeof getMenuFilteredPlans>) =>
  queryOptions({
    queryKey: ['plans', 'menu', input],
    queryFn: ({ signal }) => callApi(getMenuFilteredPlans, input, { signal }),
  });
