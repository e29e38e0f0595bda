import type { planQuestions } from '../db/schema.ts';
import type { CatalogPlan } from './catalog-schema.ts';

/** A plan's questions as rows, numbered from 1 per kind: the numbers are the question ids answers refer to. */
export function planQuestionRows(planId: number, plan: CatalogPlan): (typeof planQuestions.$inferInsert)[] {
  const eligibility = (plan.questions?.eligibility ?? []).map((item, index) => ({
    planId,
    kind: 'eligibility' as const,
    position: index + 1,
    question: item.question,
    requiredAnswer: item.must_be === 'yes',
  }));
  const underwriting = (plan.questions?.underwriting ?? []).map((item, index) => ({
    planId,
    kind: 'underwriting' as const,
    position: index + 1,
    question: item.question,
    decliningAnswer: item.declines_on === 'yes',
    declineMessage: item.decline_message ?? null,
  }));
  return [...eligibility, ...underwriting];
}
