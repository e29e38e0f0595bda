import type { CallInput } from '@openenroll/contract/call';
import { checkAlreadyAnswered, getAflacQuestions, saveAflacQuestions } from '@openenroll/contract/questionnaire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

type ByPlan = { enrollment_id: string; plan_id: number };

export const getAlreadyAnsweredQueryOptions = (input: ByPlan) =>
  queryOptions({
    queryKey: ['plans', 'already-answered', input],
    queryFn: ({ signal }) => callApi(checkAlreadyAnswered, input, { signal }),
    select: (data) => data.status,
  });

/** Whether every questionnaire of the plan was answered and accepted. */
export const useAlreadyAnswered = (input: ByPlan, enabled: boolean) =>
  useQuery({ ...getAlreadyAnsweredQueryOptions(input), enabled });

/** The plan's eligibility yes/no questions. */
export const useEligibilityQuestions = (input: ByPlan) =>
  useQuery({
    queryKey: ['plans', 'eligibility-questions', input],
    queryFn: ({ signal }) => callApi(getAflacQuestions, input, { signal }),
  });

export function useSaveEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof saveAflacQuestions>) => callApi(saveAflacQuestions, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plans'] }),
  });
}
