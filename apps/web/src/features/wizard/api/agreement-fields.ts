import { getFormFieldsAgreementInfo } from '@openenroll/contract/wizard/agreement-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { draftOfStep } from '../../../shared/server-drawing.ts';

/** Never reused from a cache: the form starts from the draft the server holds now. */
export const getAgreementFieldsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'fields', 'agreement_info', enrollmentId],
    queryFn: ({ signal }) => callApi(getFormFieldsAgreementInfo, { enrollment_id: enrollmentId }, { signal }),
    staleTime: 0,
    gcTime: 0,
    meta: draftOfStep('agreement_info'),
  });

/** Who verifies (agent, group or applicant), whether the pad must be signed, and today's date. */
export const useAgreementFields = (enrollmentId: string | undefined) =>
  useQuery({ ...getAgreementFieldsQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
