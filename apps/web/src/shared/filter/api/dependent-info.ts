import type { CallInput } from '@openenroll/contract/call';
import { getTempDependentInfo, storeTempDependentInfo } from '@openenroll/contract/filter';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';

export const getDependentInfoQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['quote', 'dependents', enrollmentId],
    queryFn: ({ signal }) => callApi(getTempDependentInfo, { enrollment_id: enrollmentId }, { signal }),
  });

/** The spouse's date of birth and number of children recorded for the quote. */
export const useDependentInfo = (enrollmentId: string | undefined) =>
  useQuery({ ...getDependentInfoQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });

export function useStoreDependentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof storeTempDependentInfo>) => callApi(storeTempDependentInfo, input),
    onSuccess: (saved, input) =>
      queryClient.setQueryData(getDependentInfoQueryOptions(input.enrollment_id).queryKey, saved),
  });
}
