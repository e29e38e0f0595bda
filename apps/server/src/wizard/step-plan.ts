import type { Tier } from '@openenroll/contract/codes';
import type { FormField } from '@openenroll/contract/wizard/fields';
import { baseFields, type FieldStep, stepFieldNames } from '@openenroll/contract/wizard/step-fields';
import { type WizardTab, wizardSteps } from '@openenroll/contract/wizard/steps';
import type { DynamicTab } from '@openenroll/contract/wizard/tabs';
import type { PlanWizardNeeds } from '../db/schema.ts';

/** What the cart's plans need of the wizard, for one enrollment. */
export type StepPlan = {
  tabs: DynamicTab[];
  active: WizardTab[];
  /** Per step with fields: the fields asked (in form order) and those locked. */
  asked(step: FieldStep): string[];
  locked(step: FieldStep): Set<string>;
  /** The health questions the plans ask, by id, in order. */
  healthQuestionIds: number[];
};

/** Fields that describe who was priced: shown on Personal Information, changed only on the quote. */
const pricedFields = new Set(['birthdate', 'gender']);

/**
 * The enrollment's steps and fields: the base every application asks, plus the union of its plans' needs. The
 * dependent step needs a tier that covers someone besides the member.
 */
export function stepPlanOf(needs: readonly PlanWizardNeeds[], tier: Tier): StepPlan {
  const brought = new Set(needs.flatMap((need) => need.steps));
  if (tier === 'IO') brought.delete('dependent_info');
  const tabs = wizardSteps.map((step, order) => ({
    tab_name: step.tab,
    required: step.activation === 'always' || brought.has(step.tab),
    order,
  }));
  const listed = (key: 'ask' | 'lock', step: FieldStep) => new Set(needs.flatMap((need) => need[key][step] ?? []));
  const questions = new Set(needs.flatMap((need) => need.healthQuestions ?? []));
  return {
    tabs,
    healthQuestionIds: [...questions].sort((a, b) => a - b),
    active: tabs.filter((tab) => tab.required).map((tab) => tab.tab_name),
    asked(step) {
      const wanted = new Set<string>([...baseFields[step], ...listed('ask', step), ...listed('lock', step)]);
      return stepFieldNames[step].filter((name) => wanted.has(name));
    },
    locked(step) {
      const locked = listed('lock', step);
      if (step === 'primary_info') for (const name of pricedFields) locked.add(name);
      return locked;
    },
  };
}

/** A step's form fields as get-form-fields-* answers them: every field of the step, asked or not, with its value. */
export function formFieldsOf(
  plan: StepPlan,
  step: FieldStep,
  values: Readonly<Record<string, FormField['value'] | undefined>>,
): FormField[] {
  const asked = new Set(plan.asked(step));
  const locked = plan.locked(step);
  return stepFieldNames[step].map((name) => ({
    field_name: name,
    required: asked.has(name),
    read_only: locked.has(name),
    value: values[name] ?? null,
  }));
}
