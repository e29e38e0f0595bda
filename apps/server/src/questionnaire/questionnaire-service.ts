import { messages } from '@openenroll/contract/messages';
import { storeMessages } from '@openenroll/contract/store-messages';
import { and, eq } from 'drizzle-orm';
import { textLanguageField } from '../catalog/in-language.ts';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { StoreScope } from '../catalog/storefront-service.ts';
import type { Db } from '../db/client.ts';
import { enrollmentAnswers } from '../db/schema.ts';
import { FieldInvalid, NotConfigured, Refused } from '../errors/domain-error.ts';
import { planOnSale, type ShoppingReader } from '../plans/shopping.ts';
import type { Cipher } from '../security/cipher.ts';
import { type QuestionKind, questionnaireState } from './answer-status.ts';

type Answer = { id: number; yes: boolean; details?: string };
const declinedByDefault = 'We are unable to offer this plan based on your answers.';

/** The question an answer declines the plan on, if any. */
const decliningQuestion = (plan: BookPlan, answers: Answer[]) =>
  plan.underwriting.find(
    (question) => answers.find((answer) => answer.id === question.position)?.yes === question.decliningAnswer,
  );

/** Why the answers decline the plan: the declining question's message, else the default. */
const declineMessageOf = (plan: BookPlan, answers: Answer[]) =>
  decliningQuestion(plan, answers)?.declineMessage ?? declinedByDefault;

/**
 * A plan's eligibility questions (every answer must be yes) and medical underwriting questions (an answer can
 * decline the plan). Answers are health data: they are stored only encrypted, and a decline is final.
 */
export function createQuestionnaireService(deps: { db: Db; shopping: ShoppingReader; cipher?: Cipher }) {
  async function planFor(scope: StoreScope, enrollmentId: string, planId: number) {
    return planOnSale(await deps.shopping(scope, enrollmentId), planId);
  }

  /** The stored outcome and the answers behind it. */
  async function savedAnswers(enrollmentId: string, planId: number, kind: QuestionKind) {
    const [row] = await deps.db
      .select()
      .from(enrollmentAnswers)
      .where(
        and(
          eq(enrollmentAnswers.enrollmentId, enrollmentId),
          eq(enrollmentAnswers.planId, planId),
          eq(enrollmentAnswers.kind, kind),
        ),
      );
    const answers: Answer[] = row && deps.cipher ? JSON.parse(deps.cipher.decrypt(row.answersSealed)) : [];
    return { row, answers };
  }

  async function store(enrollmentId: string, plan: BookPlan, kind: QuestionKind, answers: Answer[], declined: boolean) {
    if (!deps.cipher) throw new NotConfigured(storeMessages.noKeyAnswers);
    const row = {
      outcome: declined ? ('declined' as const) : ('accepted' as const),
      answersSealed: deps.cipher.encrypt(JSON.stringify(answers)),
      answeredAt: new Date(),
    };
    await deps.db
      .insert(enrollmentAnswers)
      .values({ enrollmentId, planId: plan.id, kind, ...row })
      .onConflictDoUpdate({
        target: [enrollmentAnswers.enrollmentId, enrollmentAnswers.planId, enrollmentAnswers.kind],
        set: row,
      });
  }

  /** Every question answered once, none unknown; else 'Please answer all questions'. */
  function complete(questions: { position: number }[], answers: Answer[]) {
    const ids = answers.map((answer) => answer.id);
    const all = questions.every((question) => ids.includes(question.position));
    if (!all || new Set(ids).size !== questions.length || ids.length !== questions.length) {
      throw new FieldInvalid('answers', messages.answerAll);
    }
  }

  return {
    async eligibilityQuestions(scope: StoreScope, enrollmentId: string, planId: number) {
      const plan = await planFor(scope, enrollmentId, planId);
      return plan.eligibility.map((question) => ({
        qid: question.position,
        question: question.question,
        true_condition: question.requiredAnswer ? 1 : 0,
        ...textLanguageField(plan),
      }));
    },

    async saveEligibility(scope: StoreScope, enrollmentId: string, planId: number, answers: Answer[]) {
      const plan = await planFor(scope, enrollmentId, planId);
      complete(plan.eligibility, answers);
      const refused = plan.eligibility.some(
        (question) => question.requiredAnswer && !answers.find((answer) => answer.id === question.position)?.yes,
      );
      if (refused) throw new FieldInvalid('aflac_data', messages.answerYes);
      await store(enrollmentId, plan, 'eligibility', answers, false);
      return { message: storeMessages.answersSaved };
    },

    async underwritingQuestions(scope: StoreScope, enrollmentId: string, planId: number) {
      const plan = await planFor(scope, enrollmentId, planId);
      const { row, answers } = await savedAnswers(enrollmentId, plan.id, 'underwriting');
      const declined = row?.outcome === 'declined';
      return {
        questions: plan.underwriting.map((question) => {
          const answer = answers.find((candidate) => candidate.id === question.position);
          return {
            question_id: question.position,
            question: question.question,
            yes_no_flag: answer ? Number(answer.yes) : null,
            ...textLanguageField(plan),
          };
        }),
        status: row?.outcome ?? ('unanswered' as const),
        decline_message: declined ? declineMessageOf(plan, answers) : null,
      };
    },

    async saveUnderwriting(scope: StoreScope, enrollmentId: string, planId: number, answers: Answer[]) {
      const plan = await planFor(scope, enrollmentId, planId);
      const before = await savedAnswers(enrollmentId, plan.id, 'underwriting');
      if (before.row?.outcome === 'declined') {
        throw new Refused(declineMessageOf(plan, before.answers), 'decline');
      }
      complete(plan.underwriting, answers);
      const declining = decliningQuestion(plan, answers) !== undefined;
      await store(enrollmentId, plan, 'underwriting', answers, declining);
      if (declining) throw new Refused(declineMessageOf(plan, answers), 'decline');
      return { message: storeMessages.answersSaved };
    },

    async alreadyAnswered(scope: StoreScope, enrollmentId: string, planId: number) {
      const plan = await planFor(scope, enrollmentId, planId);
      return (await questionnaireState(deps.db, enrollmentId, plan)) === 'accepted';
    },
  };
}

export type QuestionnaireService = ReturnType<typeof createQuestionnaireService>;
