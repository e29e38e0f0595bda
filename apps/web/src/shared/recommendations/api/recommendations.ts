import type { CallInput } from '@openenroll/contract/call';
import {
  getAssociationRecommendations,
  getPopularityRecommendations,
  type Recommendations,
} from '@openenroll/contract/recommendation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';
import { useClientState } from '../../use-client-state.ts';

/** Home, the cart and the full list use association (plans bought with the cart's); /plans uses popularity. */
export type RecommendationKind = 'association' | 'popularity';

const calls = { association: getAssociationRecommendations, popularity: getPopularityRecommendations };

type Input = CallInput<typeof getAssociationRecommendations>;

/**
 * Under 'cart': adding or removing a plan (and a new quote) invalidates the cart's queries, so the lists follow the
 * cart without a word from the cart's code.
 */
export const getRecommendationsQueryOptions = (kind: RecommendationKind, input: Input) =>
  queryOptions<Recommendations>({
    queryKey: ['cart', 'recommendations', kind, input],
    queryFn: ({ signal }) => callApi(calls[kind], input, { signal }),
    staleTime: 60_000,
  });

/** The visitor's recommendations; the server reads the segment from the session and the stored enrollment. */
export function useRecommendations(kind: RecommendationKind, options: { enabled?: boolean } = {}) {
  const input: Input = {
    enrollment_id: useClientState('tempId'),
    platformID: useClientState('portal_id'),
    agentID: useClientState('agent_id'),
    groupID: useClientState('group_id'),
    enroll_type: useClientState('enroll_type'),
    limit: 10,
  };
  return useQuery({ ...getRecommendationsQueryOptions(kind, input), enabled: options.enabled ?? true });
}
