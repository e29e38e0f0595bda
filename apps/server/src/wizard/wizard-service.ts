import { applicationMessages as wizardMessages } from '@openenroll/contract/store-messages';
import type { FormField } from '@openenroll/contract/wizard/fields';
import { reviewMessages } from '@openenroll/contract/wizard/review-info';
import type { FieldStep } from '@openenroll/contract/wizard/step-fields';
import { type WizardTab, wizardSteps } from '@openenroll/contract/wizard/steps';
import type { Db } from '../db/client.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { Refused } from '../errors/domain-error.ts';
import type { Session, SessionService } from '../session/session-service.ts';
import { maskSsn } from './masked.ts';
import type { Prefill } from './prefill.ts';
import { formFieldsOf } from './step-plan.ts';
import type { StepStore, StepValues } from './step-store.ts';
import type { WizardContext, WizardContextReader } from './wizard-context.ts';

export { wizardMessages };

const titleOf = (tab: WizardTab) => wizardSteps.find((step) => step.tab === tab)?.title ?? tab;

/** Values a form may show: an SSN only masked. */
function shown(values: StepValues): Record<string, FormField['value'] | undefined> {
  const out: Record<string, FormField['value'] | undefined> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[name] =
      name === 'ssn' && typeof value === 'string' && value !== '' ? maskSsn(value) : (value as FormField['value']);
  }
  return out;
}

type Deps = {
  db: Db;
  context: WizardContextReader;
  steps: StepStore;
  prefill: Prefill;
  enrollments: EnrollmentStore;
  sessions: SessionService;
};

/** The wizard's frame: which steps, which fields with which values, drafts, and giving the enrollment up. */
export function createWizardService(deps: Deps) {
  /** The context of an enrollment being filled in: its cart checked out, the step one it asks for. */
  async function stepContext(enrollmentId: string, tab?: WizardTab): Promise<WizardContext> {
    const context = await deps.context(enrollmentId);
    if (context.enrollment.submittedAt) throw new Refused(reviewMessages.submitted, 'submitted');
    if (!context.enrollment.checkedOutAt) throw new Refused(wizardMessages.checkoutFirst, 'checkout-first');
    if (tab && !context.plan.active.includes(tab)) throw new Refused(wizardMessages.notAStep, 'not-a-step');
    return context;
  }

  return {
    stepContext,

    /** get-dynamic-tabs: the steps, those completed, and what changed under the person since they last looked. */
    async tabs(enrollmentId: string) {
      const context = await stepContext(enrollmentId);
      const { enrollment, plan } = context;
      const done = new Set(await deps.steps.completed(enrollmentId));
      const seen = enrollment.wizardSeen;
      const notices = seen
        ? [
            ...plan.active
              .filter((tab) => !seen.tabs.includes(tab))
              .map((tab) => wizardMessages.stepAdded(titleOf(tab))),
            ...seen.tabs
              .filter((tab) => !plan.active.includes(tab))
              .map((tab) => wizardMessages.stepDropped(titleOf(tab))),
          ]
        : [];
      const changed = !seen || notices.length > 0 || seen.planIds.join() !== context.planIds.join();
      if (changed) {
        await deps.enrollments.update(enrollmentId, { wizardSeen: { tabs: plan.active, planIds: context.planIds } });
      }
      return { result: plan.tabs, completed: plan.active.filter((tab) => done.has(tab)), notices };
    },

    /** get-form-fields-*: every field of the step, asked or not, locked or not, with the draft, saved or known value. */
    async fields(enrollmentId: string, step: FieldStep) {
      const context = await stepContext(enrollmentId, step);
      const [stored, known] = await Promise.all([
        deps.steps.read(enrollmentId, step),
        deps.prefill[step](context.enrollment),
      ]);
      const locked = context.plan.locked(step);
      const values = { ...shown(known), ...shown(stored?.answers ?? {}), ...shown(stored?.draft ?? {}) };
      // What the person cannot change shows what the store knows, whatever a draft says.
      for (const name of locked) if (known[name] !== undefined) values[name] = shown(known)[name];
      return { result: formFieldsOf(context.plan, step, values), draft_revision: stored?.draftRevision ?? null };
    },

    /** Where someone coming back resumes: the step of the newest draft not yet saved, else the first not completed. */
    async resumePoint(enrollmentId: string): Promise<WizardTab> {
      const { plan } = await stepContext(enrollmentId);
      const done = new Set(await deps.steps.completed(enrollmentId));
      const drafted = await deps.steps.newestDraft(enrollmentId, plan.active);
      return drafted ?? plan.active.find((tab) => !done.has(tab)) ?? (plan.active.at(-1) as WizardTab);
    },

    /** Keeps what is on the screen. */
    async saveDraft(enrollmentId: string, tab: WizardTab, revision: number, data: StepValues) {
      await stepContext(enrollmentId, tab);
      const saved = await deps.steps.saveDraft(enrollmentId, tab, revision, data);
      return { revision: saved.revision, saved_at: saved.savedAt.toISOString() };
    },

    /** 'Cancel Enrollment': the enrollment, its cart and its answers are deleted; the session lets it go. */
    async cancel(session: Session, enrollmentId: string) {
      await deps.db.transaction(async (tx) => {
        await deps.enrollments.remove(enrollmentId, tx);
        await deps.sessions.update(session, { enrollmentId: undefined }, tx);
      });
    },
  };
}

export type WizardService = ReturnType<typeof createWizardService>;
