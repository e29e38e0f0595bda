import { z } from 'zod';
import { defineCall } from './call.ts';
import { enrollmentId } from './codes.ts';
import { lazySchema } from './lazy-schema.ts';
import { withTextLanguage } from './text-language.ts';

const planId = lazySchema(() => z.coerce.number().int().positive());
const byPlan = lazySchema(() => z.object({ enrollment_id: enrollmentId, plan_id: planId }));
const yesNo = lazySchema(() => z.literal([0, 1, '0', '1']).transform((value) => (Number(value) === 1 ? 1 : 0)));
const saved = lazySchema(() => z.object({ message: z.string() }));

/** Eligibility questions: true_condition 1 means the answer must be yes to continue. */
export const getAflacQuestions = defineCall({
  method: 'GET',
  path: 'get-aflac-questions',
  summary: "The plan's eligibility yes/no questions; each must be answered yes.",
  statusCode: 200,
  input: byPlan,
  data: lazySchema(() =>
    z.array(z.object({ qid: z.int(), question: z.string(), true_condition: z.int(), ...withTextLanguage })),
  ),
});

export const saveAflacQuestions = defineCall({
  method: 'POST',
  path: 'save-aflac-questions',
  summary: 'Saves the eligibility answers (true_condition 1 yes, 0 no); any answer that is not yes is refused.',
  input: lazySchema(() =>
    byPlan.extend({
      aflac_data: z.array(z.object({ qid: z.coerce.number().int(), true_condition: yesNo })).max(50),
    }),
  ),
  data: saved,
});

export const getQuestions = defineCall({
  method: 'GET',
  path: 'get-questions',
  summary: "The plan's medical underwriting questions, with the answers saved so far.",
  input: lazySchema(() => byPlan.extend({ type: z.literal('save').optional() })),
  data: lazySchema(() =>
    z.object({
      questions: z.array(
        z.object({ question_id: z.int(), question: z.string(), yes_no_flag: z.int().nullable(), ...withTextLanguage }),
      ),
      status: z.enum(['unanswered', 'accepted', 'declined']),
      /** With status declined: why the answers decline the plan. */
      decline_message: z.string().nullable(),
    }),
  ),
});

export const saveQuestionAnswers = defineCall({
  method: 'POST',
  path: 'save-question-answers',
  summary:
    'Saves the underwriting answers; an answer that declines coverage answers errorCode decline with its message.',
  input: lazySchema(() =>
    byPlan.extend({
      answers: z
        .array(
          z.object({
            question_id: z.coerce.number().int(),
            yes_no_flag: yesNo,
            details: z.string().trim().max(500).optional(),
          }),
        )
        .max(50),
    }),
  ),
  data: saved,
});

export const checkAlreadyAnswered = defineCall({
  method: 'GET',
  path: 'check-already-answered',
  summary: 'Whether nothing is left to answer before the plan can be added: every questionnaire it has was accepted.',
  input: byPlan,
  data: lazySchema(() => z.object({ status: z.boolean() })),
});
