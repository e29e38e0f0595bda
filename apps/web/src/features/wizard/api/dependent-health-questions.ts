import { getHealthQuestionsDependentInfo } from '@openenroll/contract/wizard/health-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export const getDependentHealthQuestionsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: ['wizard', 'health-questions', 'dependents', enrollmentId],
    queryFn: ({ signal }) => callApi(getHealthQuestionsDependentInfo, { enrollment_id: enrollmentId }, { signal }),
  });

/** The health questions each dependent answers, asked only when the server says dependents answer them. */
export const useDependentHealthQuestions = (enrollmentId: string | undefined, asked: boolean) =>
  useQuery({
    ...getDependentHealthQuestionsQueryOptions(enrollmentId ?? ''),
    enabled: enrollmentId !== undefined && asked,
  });
