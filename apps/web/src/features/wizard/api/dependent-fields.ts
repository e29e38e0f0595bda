import { getFormFieldsDependentPrimaryInfo } from '@openenroll/contract/wizard/dependent-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/**
 * A dependent's fields, the disclaimer, the legally-disabled question and the tier's rules. Never reused from a
 * cache: a change of tier elsewhere changes the rules.
 */
export const getDependentFieldsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'fields', 'dependent_info', enrollmentId],
    queryFn: ({ signal }) => callApi(getFormFieldsDependentPrimaryInfo, { enrollment_id: enrollmentId }, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const useDependentFields = (enrollmentId: string | undefined) =>
  useQuery({ ...getDependentFieldsQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
