import type { CartView } from '@openenroll/contract/cart';
import type { Locale } from '@openenroll/contract/locale';
import type { ReviewStep } from '@openenroll/contract/wizard/review-info';
import { type WizardTab, wizardSteps } from '@openenroll/contract/wizard/steps';
import type { CartService } from '../../cart/cart-service.ts';
import type { PlanBookReader } from '../../catalog/plan-book.ts';
import type { AgreementService } from '../agreement/agreement-service.ts';
import { signatureRequired } from '../agreement/signature-mode.ts';
import type { StepStore, StepValues } from '../step-store.ts';
import type { WizardContext } from '../wizard-context.ts';
import type { WizardService } from '../wizard-service.ts';
import { maskedAnswers } from './masked-answers.ts';

type Deps = {
  wizard: Pick<WizardService, 'stepContext'>;
  steps: StepStore;
  planBook: PlanBookReader;
  cart: Pick<CartService, 'view'>;
  agreement: Pick<AgreementService, 'modeOf' | 'signed'>;
};

/** The review's side summary, from the cart as get-plan-cart prices it. */
export const cartSummary = (view: CartView) => ({
  effective_date: view.effective_date,
  plans: view.result.map(({ plan_id, plan_name, plan_category, price, text_language }) => ({
    plan_id,
    plan_name,
    plan_category,
    price,
    ...(text_language && { text_language }),
  })),
  initial_month_cost: view.initial_month_cost,
  recurring_month_cost: view.recurring_month_cost,
});

/** Review & Confirmation: every step as its card shows it, the cart, and what completing needs. */
export function createReviewService(deps: Deps) {
  /** The answers of each step the enrollment asks for (review aside), read once. */
  async function answersOf(context: WizardContext) {
    const tabs = context.plan.active.filter((tab) => tab !== 'review_info');
    const rows = await Promise.all(tabs.map((tab) => deps.steps.read(context.enrollment.id, tab)));
    return tabs.map((tab, index) => ({ tab, answers: rows[index]?.answers ?? null }));
  }

  /** Whether the member may sign later by text message (part 2, §2.11's send_sms checkbox). */
  async function smsSignature(context: WizardContext) {
    const book = await deps.planBook();
    const plans = context.planIds.flatMap((id) => book.byId.get(id) ?? []);
    const [{ enrollBy }, signed] = await Promise.all([
      deps.agreement.modeOf(context),
      deps.agreement.signed(context.enrollment.id),
    ]);
    const required = signatureRequired(plans);
    const offered = enrollBy !== 'applicant' && !plans.some((plan) => plan.iha) && !signed && required;
    return { enrollBy, signed, required, offered, hasIha: plans.some((plan) => plan.iha) };
  }

  return {
    answersOf,
    smsSignature,

    /** get-review-info. */
    async info(enrollmentId: string, language?: Locale) {
      const context = await deps.wizard.stepContext(enrollmentId, 'review_info');
      const [answers, view, review, sms] = await Promise.all([
        answersOf(context),
        deps.cart.view(enrollmentId, { language }),
        deps.steps.read(enrollmentId, 'review_info'),
        smsSignature(context),
      ]);
      const byTab = new Map<WizardTab, StepValues | null>(answers.map((entry) => [entry.tab, entry.answers]));
      const result: ReviewStep[] = wizardSteps
        .filter((step) => byTab.has(step.tab))
        .map((step) => {
          const saved = byTab.get(step.tab) ?? null;
          return {
            tab_name: step.tab,
            title: step.title,
            slug: step.slug,
            completed: saved !== null,
            skipped: saved?.skipped === true,
            answers: saved && maskedAnswers(step.tab, saved),
          };
        });
      const notes = review?.draft?.additional_notes ?? review?.answers?.additional_notes;
      return {
        result,
        cart: cartSummary(view),
        additional_notes: typeof notes === 'string' && notes !== '' ? notes : null,
        missing: answers.filter((entry) => entry.answers === null).map((entry) => entry.tab),
        enroll_by: sms.enrollBy,
        has_already_signed: sms.signed,
        signature_required: sms.required,
        sms_signature_offered: sms.offered,
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
