import { groupEnrollmentInfo, setEnrollmentGroupCode } from '@openenroll/contract/group-code';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getGroupEnrollmentInfoQueryOptions = (enrollmentId: string, planId: number) =>
  queryOptions({
    queryKey: ['plans', 'group-enrollment-info', enrollmentId, planId],
    queryFn: ({ signal }) => callApi(groupEnrollmentInfo, { enrollment_id: enrollmentId, plan_id: planId }, { signal }),
  });

/** Whether the plan still needs the group's enrollment code before it can be added. */
export const useGroupEnrollmentInfo = (enrollmentId: string | undefined, planId: number, enabled: boolean) =>
  useQuery({ ...getGroupEnrollmentInfoQueryOptions(enrollmentId ?? '', planId), enabled: enabled && !!enrollmentId });

export function useSetGroupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { enrollmentId: string; code: string }) =>
      callApi(setEnrollmentGroupCode, { enrollment_id: input.enrollmentId, group_code: input.code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plans'] }),
  });
}
