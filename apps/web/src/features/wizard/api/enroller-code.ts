import { checkEnrollCode, saveEnrollerCode } from '@openenroll/contract/wizard/personal-info';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getEnrollCodeQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'enroll-code', enrollmentId],
    queryFn: ({ signal }) => callApi(checkEnrollCode, { enrollment_id: enrollmentId }, { signal }),
  });

/** Whether the store asks for an enroller code, whether it may be left out, and the one already saved. */
export const useEnrollCode = (enrollmentId: string | undefined) =>
  useQuery({ ...getEnrollCodeQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });

/** Checks and keeps an enroller code; the step then knows it is saved. */
export function useSaveEnrollerCode(enrollmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(saveEnrollerCode, { enrollment_id: enrollmentId, enrollerCode: code }),
    onSuccess: (saved) =>
      queryClient.setQueryData(
        getEnrollCodeQueryOptions(enrollmentId).queryKey,
        (check) => check && { ...check, enroller_code: saved.enroller_code },
      ),
  });
}
