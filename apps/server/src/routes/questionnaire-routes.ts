import {
  checkAlreadyAnswered,
  getAflacQuestions,
  getQuestions,
  saveAflacQuestions,
  saveQuestionAnswers,
} from '@openenroll/contract/questionnaire';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StorefrontService } from '../catalog/storefront-service.ts';
import { registerCall } from '../http/register-call.ts';
import { ownEnrollment } from '../http/session-enrollment.ts';
import { storeScope } from '../http/store-scope.ts';
import type { QuestionnaireService } from '../questionnaire/questionnaire-service.ts';

type Deps = { storefront: StorefrontService; questionnaires: QuestionnaireService };

export function questionnaireRoutes(app: FastifyInstance, { storefront, questionnaires }: Deps) {
  /** Scope and enrollment of a call about one plan of the session's own enrollment. */
  const context = async (request: FastifyRequest, input: { enrollment_id: string }) =>
    [await storeScope(request, storefront), await ownEnrollment(request, input.enrollment_id)] as const;

  registerCall(app, getAflacQuestions, async (input, request) =>
    questionnaires.eligibilityQuestions(...(await context(request, input)), input.plan_id),
  );

  registerCall(app, saveAflacQuestions, async (input, request) => {
    const answers = input.aflac_data.map((answer) => ({ id: answer.qid, yes: answer.true_condition === 1 }));
    return questionnaires.saveEligibility(...(await context(request, input)), input.plan_id, answers);
  });

  registerCall(app, getQuestions, async (input, request) =>
    questionnaires.underwritingQuestions(...(await context(request, input)), input.plan_id),
  );

  registerCall(app, saveQuestionAnswers, async (input, request) => {
    const answers = input.answers.map((answer) => ({
      id: answer.question_id,
      yes: answer.yes_no_flag === 1,
      ...(answer.details ? { details: answer.details } : {}),
    }));
    return questionnaires.saveUnderwriting(...(await context(request, input)), input.plan_id, answers);
  });

  registerCall(app, checkAlreadyAnswered, async (input, request) => ({
    status: await questionnaires.alreadyAnswered(...(await context(request, input)), input.plan_id),
  }));
}
