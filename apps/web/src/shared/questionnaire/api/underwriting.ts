import type { CallInput } from '@openenroll/contract/call';
import { getQuestions, saveQuestionAnswers } from '@openenroll/contract/questionnaire';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.ts';

type ByPlan = { enrollment_id: string; plan_id: number };

/** The plan's medical underwriting questions, with the answers saved so far. */
export const useUnderwritingQuestions = (input: ByPlan) =>
  useQuery({
    queryKey: ['plans', 'underwriting-questions', input],
    queryFn: ({ signal }) => callApi(getQuestions, { ...input, type: 'save' }, { signal }),
  });

/** Saving answers changes whether the plan may be added: every plan read (already answered, say) is refreshed. */
export function useSaveUnderwriting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof saveQuestionAnswers>) => callApi(saveQuestionAnswers, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['plans'] }),
  });
}
