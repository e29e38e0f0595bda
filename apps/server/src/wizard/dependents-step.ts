import { isoToUs, usToIso } from '@openenroll/contract/us-date';
import {
  type DependentRules,
  dependentFor,
  dependentMessages,
  listProblem,
  type Relationship,
  type ShownDependent,
  tierOfDependents,
} from '@openenroll/contract/wizard/dependent-info';
import { healthAnswersFor } from '@openenroll/contract/wizard/health-info';
import type { CartService } from '../cart/cart-service.ts';
import type { Db } from '../db/client.ts';
import type { EnrollmentStore } from '../enrollment/enrollment-store.ts';
import { type FieldProblem, FieldsInvalid } from '../errors/domain-error.ts';
import type { FilterService } from '../filter/filter-service.ts';
import type { HealthService } from './health-service.ts';
import { keptSsns, withKeptSsn } from './list-ssns.ts';
import { maskSsn } from './masked.ts';
import { formFieldsOf } from './step-plan.ts';
import { problemsOf } from './step-saves.ts';
import type { StepStore, StepValues } from './step-store.ts';
import { completedOf, type WizardContext } from './wizard-context.ts';
import type { WizardService } from './wizard-service.ts';

type Primary = Record<string, unknown> & {
  dependent_id?: string;
  relationship?: string;
  ssn?: unknown;
  birthdate?: unknown;
};
type Dependent = { primary_info: Primary; health_info?: Record<string, unknown> | null };

const rulesOf = (context: WizardContext): DependentRules => ({
  tier: context.enrollment.tier ?? 'IO',
  premier: context.hasPremier,
  l713: context.hasL713,
  iha: context.hasIha,
});

const shown = (one: Dependent): ShownDependent => ({
  primary_info: Object.fromEntries(
    Object.entries(one.primary_info).map(([name, value]) => [
      name,
      name === 'ssn' && typeof value === 'string' && value
        ? maskSsn(value)
        : ((value ?? null) as string | number | null),
    ]),
  ),
  health_info: one.health_info ?? null,
});

type Deps = {
  db: Db;
  wizard: Pick<WizardService, 'stepContext' | 'tabs'>;
  steps: StepStore;
  enrollments: EnrollmentStore;
  health: HealthService;
  filters: Pick<FilterService, 'change'>;
  cart: Pick<CartService, 'view'>;
};

/** The Dependent Information step (§2.10, §4, §5, §9): each dependent checked alone, then the list by the tier's rules. */
export function createDependentsStep(deps: Deps) {
  /** Whether each dependent answers the health questions: when the cart's plans ask them at all. */
  const asksHealth = (context: WizardContext) =>
    context.plan.active.includes('primary_health_info') && context.plan.healthQuestionIds.length > 0;
  /** The legally-disabled question is asked wherever children are covered: it lets a child stay covered past 26. */
  const asksDisability = (context: WizardContext) =>
    context.enrollment.tier === 'IC' || context.enrollment.tier === 'IF';

  async function stored(enrollmentId: string) {
    const step = await deps.steps.read(enrollmentId, 'dependent_info');
    return {
      saved: (step?.answers?.dependents ?? []) as Dependent[],
      draft: step?.draft as { dependents?: Dependent[]; spouse_declined?: boolean } | null,
      draftRevision: step?.draftRevision ?? 0,
      /** The SSNs held for the step's dependents (saved, or drafted when they joined the list), by id. */
      held: keptSsns('dependent_info', step?.answers, step?.draft),
    };
  }

  /** One dependent checked as the step checks it; problems keyed primary_info.* and health_info.*. */
  async function check(context: WizardContext, sent: Dependent, held: ReadonlyMap<string, string>) {
    const dependent = { ...sent, primary_info: withKeptSsn('dependent_info', sent.primary_info, held) };
    const form = dependentFor(formFieldsOf(context.plan, 'dependent_info', {}), {
      effectiveDate: context.enrollment.effectiveDate ? isoToUs(context.enrollment.effectiveDate) : null,
      legallyDisabledAsked: asksDisability(context),
    });
    const problems: FieldProblem[] = [];
    const primary = form.safeParse(dependent.primary_info);
    if (!primary.success)
      problems.push(...problemsOf(primary.error).map((p) => ({ ...p, field: `primary_info.${p.field}` })));
    let health: Record<string, unknown> | null = null;
    if (asksHealth(context)) {
      const questions = await deps.health.questionsFor(context.plan.healthQuestionIds);
      const answers = healthAnswersFor(questions).safeParse(dependent.health_info ?? {});
      if (answers.success) health = answers.data as Record<string, unknown>;
      else problems.push(...problemsOf(answers.error).map((p) => ({ ...p, field: `health_info.${p.field}` })));
    }
    return {
      problems,
      dependent: primary.success ? { primary_info: primary.data as Primary, health_info: health } : null,
    };
  }

  function refuse(problems: FieldProblem[]): never {
    const [first, ...rest] = problems;
    throw new FieldsInvalid(first ? [first, ...rest] : [{ field: 'dependents', message: dependentMessages.tooFew }]);
  }

  return {
    async fields(enrollmentId: string) {
      const context = await deps.wizard.stepContext(enrollmentId, 'dependent_info');
      const { draftRevision } = await stored(enrollmentId);
      return {
        result: formFieldsOf(context.plan, 'dependent_info', {}),
        draft_revision: draftRevision || null,
        disclaimer: dependentMessages.disclaimer,
        is_legally_disabled: asksDisability(context),
        rules: rulesOf(context),
        health_questions: asksHealth(context),
      };
    },

    /** The list to start from: drafted, else saved, else the spouse the quote named (with the birth date it gave). */
    async existing(enrollmentId: string) {
      const context = await deps.wizard.stepContext(enrollmentId, 'dependent_info');
      const { saved, draft } = await stored(enrollmentId);
      const { enrollment } = context;
      const quoted: Dependent[] =
        enrollment.spouseDob && (enrollment.tier === 'IS' || enrollment.tier === 'IF')
          ? [{ primary_info: { relationship: 'spouse', birthdate: isoToUs(enrollment.spouseDob), employed: '0' } }]
          : [];
      const list = draft?.dependents ?? (saved.length > 0 ? saved : quoted);
      return { dependents: list.map(shown), spouse_declined: draft?.spouse_declined ?? false };
    },

    async validate(enrollmentId: string, sent: Dependent) {
      const context = await deps.wizard.stepContext(enrollmentId, 'dependent_info');
      const { problems } = await check(context, sent, (await stored(enrollmentId)).held);
      if (problems.length > 0) refuse(problems);
      return { status: true as const };
    },

    /** Keeps the list on the screen (and a declined spouse aside) as the step's draft; masked SSNs keep theirs. */
    async saveTemp(enrollmentId: string, dependents: Dependent[], spouseDeclined: boolean) {
      await deps.wizard.stepContext(enrollmentId, 'dependent_info');
      const { draftRevision } = await stored(enrollmentId);
      await deps.steps.saveDraft(enrollmentId, 'dependent_info', draftRevision + 1, {
        dependents,
        spouse_declined: spouseDeclined,
      });
      return { first_track: true as const };
    },

    /**
     * Saves the list. Each dependent is checked, then the list by the tier's rules; a list that makes another tier
     * (a premier plan's spouse declined, or added) prices the cart again for it, and the change is answered.
     */
    async save(enrollmentId: string, list: Dependent[]) {
      const context = await deps.wizard.stepContext(enrollmentId, 'dependent_info');
      const { held } = await stored(enrollmentId);
      const checked = await Promise.all(list.map((one) => check(context, one, held)));
      const problems = checked.flatMap((one, index) =>
        one.problems.map((problem) => ({ ...problem, field: `dependents.${index}.${problem.field}` })),
      );
      if (problems.length > 0) refuse(problems);
      const dependents = checked.flatMap((one) => (one.dependent ? [one.dependent] : []));
      const previousTier = context.enrollment.tier ?? 'IO';
      const relationships = dependents.map((one) => ({ relationship: one.primary_info.relationship as Relationship }));
      const tier = context.hasPremier ? tierOfDependents(relationships) : previousTier;
      const problem = listProblem({ ...rulesOf(context), tier }, relationships);
      if (problem) refuse([{ field: 'dependents', message: problem }]);
      const before = tier === previousTier ? null : await deps.cart.view(enrollmentId);
      if (before) await deps.filters.change(enrollmentId, { tier });
      const spouse = dependents.find((one) => one.primary_info.relationship === 'spouse');
      const people = {
        spouseDob: typeof spouse?.primary_info.birthdate === 'string' ? usToIso(spouse.primary_info.birthdate) : null,
        childrenCount: dependents.filter((one) => one.primary_info.relationship === 'child').length,
      };
      const { enrollment } = context;
      // Saving the same list again changes no enrollment (nor its cart's version, which would price it again).
      if (before || enrollment.spouseDob !== people.spouseDob || enrollment.childrenCount !== people.childrenCount)
        await deps.enrollments.update(enrollmentId, people);
      const done = await deps.steps.saveAnswers(enrollmentId, 'dependent_info', { dependents } as StepValues);
      const after = before ? await deps.cart.view(enrollmentId) : null;
      return {
        // A new tier may bring or drop steps: the tabs are read again then.
        completed: before ? (await deps.wizard.tabs(enrollmentId)).completed : completedOf(context, done),
        repriced:
          before && after
            ? {
                tier,
                previous_tier: previousTier,
                recurring_month_cost: after.recurring_month_cost,
                previous_recurring_month_cost: before.recurring_month_cost,
              }
            : null,
      };
    },

    /** Member only: nothing to keep. */
    async dropAll(enrollmentId: string) {
      await deps.steps.forget(enrollmentId, 'dependent_info');
      return { result: true as const };
    },
  };
}

export type DependentsStep = ReturnType<typeof createDependentsStep>;
