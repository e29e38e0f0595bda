import { getMemberAgreement } from '@openenroll/contract/wizard/receipt';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getMemberAgreementQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['member-agreement', token],
    queryFn: ({ signal }) => callApi(getMemberAgreement, { token }, { signal }),
    retry: false,
  });

/** What a signature link asks the member to sign: the plans, the confirmation number and the texts. */
export const useMemberAgreement = (token: string) => useQuery(getMemberAgreementQueryOptions(token));
