import {
  getAverageWorkWeek,
  getBargainingUnit,
  getCompensationTypes,
  getEmploymentStatus,
  getHolidayPolicy,
  getVacationPolicy,
} from '@openenroll/contract/wizard/employer-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

/** The employer step's lists, by the field each one fills. */
const lookups = {
  average_work_week: getAverageWorkWeek,
  employment_status: getEmploymentStatus,
  emp_vac_policy: getVacationPolicy,
  emp_barg_unit: getBargainingUnit,
  holiday_policy: getHolidayPolicy,
  compensation_type: getCompensationTypes,
} as const;
export type LookupField = keyof typeof lookups;

export const getEmployerLookupQueryOptions = (field: LookupField, enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'lookup', field, enrollmentId],
    queryFn: ({ signal }) => callApi(lookups[field], { enrollment_id: enrollmentId }, { signal }),
    select: (data) => data.result,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** One list's choices (name and value), read only when the step asks the field. */
export const useEmployerLookup = (field: LookupField, enrollmentId: string, asked: boolean) =>
  useQuery({ ...getEmployerLookupQueryOptions(field, enrollmentId), enabled: asked });
