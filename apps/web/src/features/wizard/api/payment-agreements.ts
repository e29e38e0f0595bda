import { getAgreementTexts } from '@openenroll/contract/wizard/agreement-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getPaymentAgreementsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'agreement-texts', enrollmentId],
    queryFn: ({ signal }) => callApi(getAgreementTexts, { enrollment_id: enrollmentId }, { signal }),
    // Only the texts that inform (list, elist and stmt billing) belong on the billing step.
    select: (data) => data.result.filter((text) => text.agreement === 0),
  });

/** The informational texts a locked payment method brings (list bill, statement), read only when locked. */
export const usePaymentAgreements = (enrollmentId: string, enabled: boolean) =>
  useQuery({ ...getPaymentAgreementsQueryOptions(enrollmentId), enabled });
