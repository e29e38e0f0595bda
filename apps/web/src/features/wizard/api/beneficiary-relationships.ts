import { getBeneficiaryRelationships } from '@openenroll/contract/wizard/beneficiary-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getBeneficiaryRelationshipsQueryOptions = () =>
  queryOptions({
    queryKey: ['wizard', 'beneficiary-relationships'],
    queryFn: ({ signal }) => callApi(getBeneficiaryRelationships, {}, { signal }),
    select: (data) => data.result,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Who a beneficiary may be to the applicant (name and value). */
export const useBeneficiaryRelationships = () => useQuery(getBeneficiaryRelationshipsQueryOptions());
