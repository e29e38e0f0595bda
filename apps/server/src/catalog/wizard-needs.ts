import type { PlanWizardNeeds } from '../db/schema.ts';
import type { WizardNeeds } from './catalog-schema.ts';

const union = <T>(...lists: (readonly T[] | undefined)[]) => [...new Set(lists.flatMap((list) => list ?? []))];

/** A plan's needs of the wizard: its category's and its own, together. */
export function mergeNeeds(category: WizardNeeds | undefined, plan: WizardNeeds | undefined): PlanWizardNeeds {
  const lists = (key: 'ask' | 'lock') => {
    const steps = union(
      Object.keys(category?.[key] ?? {}),
      Object.keys(plan?.[key] ?? {}),
    ) as (keyof WizardNeeds['ask'])[];
    return Object.fromEntries(steps.map((step) => [step, union(category?.[key][step], plan?.[key][step])]));
  };
  const paymentMethods = plan?.payment_methods ?? category?.payment_methods;
  return {
    steps: union(category?.steps, plan?.steps),
    ask: lists('ask'),
    lock: lists('lock'),
    ...(paymentMethods ? { payment_methods: paymentMethods } : {}),
    healthQuestions: union(category?.health_questions, plan?.health_questions),
  };
}
