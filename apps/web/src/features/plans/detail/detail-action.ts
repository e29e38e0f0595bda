import type { CallData } from '@openenroll/contract/call';
import type { getPlanDetail, getPlanPricingDetail } from '@openenroll/contract/plan-detail';

type Plan = Pick<
  CallData<typeof getPlanDetail>,
  'requires_group_code' | 'has_eligibility_questions' | 'has_underwriting_questions'
>;

export type DetailState = {
  hasQuote: boolean;
  plan: Plan;
  pricing: CallData<typeof getPlanPricingDetail> | undefined;
  /** group-enrollment-info's capture_groupcode for this plan. */
  needsGroupCode: boolean;
  /** check-already-answered; undefined while unknown or for a plan without questions. */
  answered: boolean | undefined;
};

/**
 * The plan card's button on the plan page: a quote first; then what the price is waiting for (salary and hours,
 * tobacco use); then the group code (Enroll to Group) and the questionnaires (Enroll Now); then Add to Cart.
 */
export type DetailAction =
  | 'get-quote'
  | 'in-cart'
  | 'salary'
  | 'tobacco'
  | 'none'
  | 'enroll-to-group'
  | 'enroll-now'
  | 'add';

export function detailAction({ hasQuote, plan, pricing, needsGroupCode, answered }: DetailState): DetailAction {
  if (!hasQuote) return 'get-quote';
  if (!pricing) return 'none';
  const priced = pricing.plans[0];
  if (priced?.selected_plan) return 'in-cart';
  if (pricing.errorCode === 'salaryRequired' || pricing.errorCode === 'hoursRequired') return 'salary';
  if (pricing.errorCode === 'tobaccoRequired') return 'tobacco';
  if (!priced || priced.ppid === null || priced.price === null) return 'none';
  if (plan.requires_group_code && needsGroupCode) return 'enroll-to-group';
  const hasQuestions = plan.has_eligibility_questions || plan.has_underwriting_questions;
  if (hasQuestions && answered !== true) return 'enroll-now';
  return 'add';
}
