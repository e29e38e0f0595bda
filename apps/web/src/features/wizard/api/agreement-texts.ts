import { getAgreementTexts } from '@openenroll/contract/wizard/agreement-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The texts change with the cart and the payment method: read afresh each time the step opens. */
export const getAgreementTextsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'agreement-texts', enrollmentId],
    queryFn: ({ signal }) => callApi(getAgreementTexts, { enrollment_id: enrollmentId }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** The agreements to tick, in order, with the cart's partner notice and L713 net price. */
export const useAgreementTexts = (enrollmentId: string | undefined) =>
  useQuery({ ...getAgreementTextsQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
