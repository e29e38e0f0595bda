import { getBeneficiariesExistingUserEnrollment } from '@openenroll/contract/wizard/beneficiary-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { draftOfStep } from '../../../shared/server-drawing.ts';

/**
 * The beneficiaries to start from (those drafted or saved for this enrollment, else an existing member's) and the
 * revision of the draft they come from. Never reused from a cache: the list starts from what the server holds now.
 */
export const getExistingBeneficiariesQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'beneficiaries', enrollmentId],
    queryFn: ({ signal }) =>
      callApi(getBeneficiariesExistingUserEnrollment, { enrollment_id: enrollmentId }, { signal }),
    staleTime: 0,
    gcTime: 0,
    meta: draftOfStep('beneficiary_info'),
  });

export const useExistingBeneficiaries = (enrollmentId: string | undefined) =>
  useQuery({ ...getExistingBeneficiariesQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
