import { DEFAULT_TIER } from '@openenroll/contract/codes';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import type { PlanBookReader } from '../catalog/plan-book.ts';
import type { Tx } from '../db/client.ts';
import type { Enrollment, EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { type StepPlan, stepPlanOf } from './step-plan.ts';

export type WizardContext = {
  enrollment: Enrollment;
  plan: StepPlan;
  planIds: number[];
  /** The cart holds an IHA plan: the employer step may be skipped. */
  hasIha: boolean;
  /** Premier and L713 plans take one child under Member + Child(ren). */
  hasPremier: boolean;
  hasL713: boolean;
};

/** The enrollment, its cart's plans and what they need of the wizard, read once per request. */
export function createWizardContext(deps: { enrollments: EnrollmentStore; planBook: PlanBookReader }) {
  return async (enrollmentId: string, tx?: Tx): Promise<WizardContext> => {
    const [{ enrollment, lines }, book] = await Promise.all([
      deps.enrollments.withCart(enrollmentId, tx),
      deps.planBook(),
    ]);
    const plans = lines.flatMap((line) => book.byId.get(line.planId) ?? []);
    return {
      enrollment,
      plan: stepPlanOf(
        plans.map((plan) => plan.wizard),
        enrollment.tier ?? DEFAULT_TIER,
      ),
      planIds: lines.map((line) => line.planId),
      hasIha: plans.some((plan) => plan.iha),
      hasPremier: plans.some((plan) => plan.premier),
      hasL713: plans.some((plan) => plan.l713),
    };
  };
}

export type WizardContextReader = ReturnType<typeof createWizardContext>;

/** What a save answers: the enrollment's completed steps as get-dynamic-tabs lists them, of its steps those `done`. */
export const completedOf = (context: WizardContext, done: readonly WizardTab[]) =>
  context.plan.active.filter((tab) => done.includes(tab));
