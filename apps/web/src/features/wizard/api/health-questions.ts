import { getHealthQuestionsPrimaryHealthInfo } from '@openenroll/contract/wizard/health-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getHealthQuestionsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'health-questions', enrollmentId],
    queryFn: ({ signal }) => callApi(getHealthQuestionsPrimaryHealthInfo, { enrollment_id: enrollmentId }, { signal }),
  });

/** The health questions the cart's plans ask the applicant, with the medication question. */
export const useHealthQuestions = (enrollmentId: string | undefined) =>
  useQuery({ ...getHealthQuestionsQueryOptions(enrollmentId ?? ''), enabled: enrollmentId !== undefined });
