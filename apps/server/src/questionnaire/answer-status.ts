import { and, eq } from 'drizzle-orm';
import type { BookPlan } from '../catalog/plan-book.ts';
import type { Tx } from '../db/client.ts';
import { enrollmentAnswers } from '../db/schema.ts';

export type QuestionKind = 'eligibility' | 'underwriting';
export type QuestionnaireState = 'accepted' | 'pending' | 'declined';

/** The kinds of questionnaire a plan asks before it can be added to the cart. */
export const questionnairesOf = (plan: BookPlan): QuestionKind[] => [
  ...(plan.eligibility.length > 0 ? (['eligibility'] as const) : []),
  ...(plan.underwriting.length > 0 ? (['underwriting'] as const) : []),
];

export async function outcomes(tx: Tx, enrollmentId: string, planId: number) {
  const rows = await tx
    .select({ kind: enrollmentAnswers.kind, outcome: enrollmentAnswers.outcome })
    .from(enrollmentAnswers)
    .where(and(eq(enrollmentAnswers.enrollmentId, enrollmentId), eq(enrollmentAnswers.planId, planId)));
  return new Map(rows.map((row) => [row.kind, row.outcome]));
}

/** Declined when any answer declined the plan; accepted when every questionnaire it has was accepted. */
export async function questionnaireState(tx: Tx, enrollmentId: string, plan: BookPlan): Promise<QuestionnaireState> {
  const kinds = questionnairesOf(plan);
  if (kinds.length === 0) return 'accepted';
  const saved = await outcomes(tx, enrollmentId, plan.id);
  if (kinds.some((kind) => saved.get(kind) === 'declined')) return 'declined';
  return kinds.every((kind) => saved.get(kind) === 'accepted') ? 'accepted' : 'pending';
}
