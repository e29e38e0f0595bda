import { z } from 'zod';
import { defineCall } from '../call.ts';
import { enrollmentId } from '../codes.ts';
import { lazySchema } from '../lazy-schema.ts';
import { messages } from '../messages.ts';
import { withTextLanguage } from '../text-language.ts';
import { parseUsDate } from '../us-date.ts';
import { formsByKey, optionalText, requiredText } from './fields.ts';
import { stepSaved } from './tabs.ts';
import { healthMessages, wizardMessages } from './wizard-messages.ts';

export { healthMessages };

/**
 * Question ids whose condition is asked with a physician's details instead of treatment and medication (part 2,
 * §3: 146 and 147; 145 shows the same fields).
 */
export const physicianQuestionIds: readonly number[] = [145, 146, 147];
export const asksPhysician = (questionId: number) => physicianQuestionIds.includes(questionId);

/** A question as the step shows it. The spec's response spells the list 'codition_questions'. */
export const healthQuestion = lazySchema(() =>
  z.object({ question_id: z.int(), question_text: z.string(), ...withTextLanguage }),
);
export type HealthQuestion = z.infer<typeof healthQuestion>;
export const healthQuestions = lazySchema(() =>
  z.object({
    codition_questions: z.array(healthQuestion),
    medication_question: healthQuestion.nullable(),
  }),
);
export type HealthQuestions = z.infer<typeof healthQuestions>;

const pastDate = (message = messages.invalidDate) =>
  requiredText(10, message).superRefine((text, ctx) => {
    const date = parseUsDate(text);
    if (!date) ctx.addIssue({ code: 'custom', message: messages.invalidDate });
    else if (date.getTime() > Date.now()) ctx.addIssue({ code: 'custom', message: healthMessages.futureDate });
  });
const optionalPastDate = lazySchema(() =>
  z
    .union([z.literal(''), z.null(), pastDate()])
    .optional()
    .transform((value) => value || undefined),
);
const yesNo = lazySchema(() => z.literal([0, 1, '0', '1'], { error: messages.required }).transform(Number));

/** An ordinary condition: what, since when, until when, treated, medicated, last seen, symptoms. */
const ordinaryCondition = lazySchema(() =>
  z
    .object({
      health_condition: requiredText(200),
      date_of_onset: pastDate(),
      date_of_recovery: optionalPastDate,
      is_treatment: yesNo,
      is_medicate: yesNo,
      d_last_seen: optionalPastDate,
      symptoms: optionalText(500),
    })
    .superRefine((condition, ctx) => {
      const onset = parseUsDate(condition.date_of_onset);
      const recovery = condition.date_of_recovery ? parseUsDate(condition.date_of_recovery) : null;
      if (onset && recovery && recovery < onset) {
        ctx.addIssue({ code: 'custom', path: ['date_of_recovery'], message: healthMessages.recoveryBeforeOnset });
      }
    }),
);

/** Questions 145–147: the condition, its status, the physician who last saw it, and how to reach them. */
const physicianCondition = lazySchema(() =>
  z.object({
    condition: requiredText(200),
    status: requiredText(100),
    last_seen_by_physician: pastDate(),
    date_of_recovery: optionalPastDate,
    physician_name: requiredText(100),
    address: requiredText(200),
    phone: requiredText(20)
      .transform((value) => value.replace(/[\s().-]/g, ''))
      .pipe(z.string().regex(/^\d{10}$/, wizardMessages.invalidPhone)),
  }),
);

const medication = lazySchema(() =>
  z.object({
    medication: requiredText(120),
    dosage: requiredText(60),
    medical_condition: requiredText(200),
  }),
);

/** An answered condition question: Yes needs its one condition, of the layout the question asks for. */
const conditionAnswer = lazySchema(() =>
  z
    .object({
      question_id: z.int(),
      question_text: z.string().max(1000).optional(),
      yes_no_flag: yesNo,
      conditions: z.array(z.record(z.string(), z.unknown())).max(1).default([]),
    })
    .transform((answer, ctx) => {
      if (answer.yes_no_flag !== 1) return { ...answer, conditions: [] };
      const layout = asksPhysician(answer.question_id) ? physicianCondition : ordinaryCondition;
      const checked = layout.safeParse(answer.conditions[0] ?? {});
      if (!checked.success) {
        for (const issue of checked.error.issues)
          ctx.addIssue({ ...issue, code: 'custom', path: ['conditions', 0, ...issue.path] });
        return z.NEVER;
      }
      return { ...answer, conditions: [checked.data as Record<string, unknown>] };
    }),
);

const medicationAnswer = lazySchema(() =>
  z
    .object({
      question_id: z.int(),
      question_text: z.string().max(1000).optional(),
      yes_no_flag: yesNo,
      medications: z.array(z.record(z.string(), z.unknown())).max(20).default([]),
    })
    .transform((answer, ctx) => {
      if (answer.yes_no_flag !== 1) return { ...answer, medications: [] };
      const rows = answer.medications.length > 0 ? answer.medications : [{}];
      const checked = rows.map((row, index) => {
        const result = medication.safeParse(row);
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({ ...issue, code: 'custom', path: ['medications', index, ...issue.path] });
        }
        return result.data;
      });
      return { ...answer, medications: checked.filter((row) => row !== undefined) };
    }),
);

/**
 * The answers to the step's questions: each asked question answered (No by default), Yes with its details, the
 * medications (at least one row when Yes), and notes. Errors are keyed as the spec's nested names:
 * `condition_questions.N.conditions.0.date_of_onset`, `medication_question.medications.N.dosage`.
 */
export const healthAnswersFor = formsByKey(
  (questions: HealthQuestions) =>
    `${questions.codition_questions.map((question) => question.question_id).join()}|${questions.medication_question?.question_id ?? ''}`,
  (questions: HealthQuestions) =>
    z
      .object({
        condition_questions: z.array(conditionAnswer),
        medication_question: medicationAnswer.nullable().default(null),
        notes: optionalText(2000),
      })
      .superRefine((answers, ctx) => {
        const answered = new Set(answers.condition_questions.map((answer) => answer.question_id));
        for (const question of questions.codition_questions) {
          if (!answered.has(question.question_id))
            ctx.addIssue({ code: 'custom', path: ['condition_questions'], message: messages.answerAll });
        }
        if (questions.medication_question && !answers.medication_question) {
          ctx.addIssue({ code: 'custom', path: ['medication_question'], message: messages.answerAll });
        }
      }),
);
export type HealthAnswers = z.output<ReturnType<typeof healthAnswersFor>>;

/** Health answers as a form sends them: the server checks them with `healthAnswersFor`. */
export const sentHealthAnswers = lazySchema(() => ({
  condition_questions: z.array(z.record(z.string(), z.unknown())).max(50).default([]),
  medication_question: z.record(z.string(), z.unknown()).nullable().optional(),
  notes: z.string().max(4000).optional(),
}));

export const getHealthQuestionsPrimaryHealthInfo = defineCall({
  method: 'GET',
  path: 'get-health-questions-primary-health-info',
  summary:
    "The health questions the cart's plans ask the applicant (the spec's codition_questions), with the medication question.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ result: healthQuestions })),
});

export const getExistingPrimaryHealthInfo = defineCall({
  method: 'GET',
  path: 'get-existing-primary-health-info',
  summary:
    "The answers to start from: those drafted or saved for this enrollment, else an existing member's kept answers.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() =>
    z.object({
      result: z
        .object({
          condition_questions: z.array(z.record(z.string(), z.unknown())),
          medication_question: z.record(z.string(), z.unknown()).nullable(),
          notes: z.string().nullable(),
        })
        .nullable(),
      /** The revision of the draft the answers come from; null when none was saved. */
      draft_revision: z.int().nullable(),
      /**
       * Whose answers they are: this enrollment's, or an existing member's from their latest application (submitted
       * once on arrival, part 2, §2.9); null when there are none.
       */
      source: z.enum(['enrollment', 'member']).nullable(),
    }),
  ),
});

export const savePrimaryHealthInfo = defineCall({
  method: 'POST',
  path: 'save-primary-health-info',
  summary: 'Saves the Health Questions step; errors under the nested fields. Health answers are kept only encrypted.',
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId, ...sentHealthAnswers })),
  data: stepSaved,
});

export const getHealthQuestionsDependentInfo = defineCall({
  method: 'GET',
  path: 'get-health-questions-dependent-info',
  summary: "The health questions each dependent answers, when the cart's plans ask them of dependents too.",
  input: lazySchema(() => z.object({ enrollment_id: enrollmentId })),
  data: lazySchema(() => z.object({ result: healthQuestions })),
});
