import { describe, expect, it } from 'vitest';
import type { PlanWizardNeeds } from '../db/schema.ts';
import { formFieldsOf, stepPlanOf } from './step-plan.ts';

const dental: PlanWizardNeeds = { steps: ['dependent_info'], ask: {}, lock: {}, healthQuestions: [] };
const disability: PlanWizardNeeds = {
  steps: ['employer_info', 'beneficiary_info', 'primary_health_info'],
  ask: { primary_info: ['weight', 'height_feet'], employer_info: ['average_work_week'] },
  lock: { employer_info: ['name'] },
  healthQuestions: [101],
};

describe("an enrollment's steps", () => {
  it('are the base steps for a dental plan alone, with dependents only when the tier covers someone', () => {
    expect(stepPlanOf([dental], 'IO').active).toEqual([
      'primary_info',
      'contact_info',
      'billing_info',
      'agreement_info',
      'review_info',
    ]);
    expect(stepPlanOf([dental], 'IS').active).toContain('dependent_info');
  });

  it("bring a disability plan's steps, in the registry's order numbered 0 to 8", () => {
    const plan = stepPlanOf([dental, disability], 'IO');
    expect(plan.active).toEqual([
      'primary_info',
      'contact_info',
      'employer_info',
      'beneficiary_info',
      'primary_health_info',
      'billing_info',
      'agreement_info',
      'review_info',
    ]);
    expect(plan.tabs.map((tab) => tab.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(plan.tabs.find((tab) => tab.tab_name === 'dependent_info')?.required).toBe(false);
  });

  it('ask the base fields plus what any plan asks, in form order, and lock who was priced', () => {
    const plan = stepPlanOf([dental, disability], 'IO');
    expect(plan.asked('primary_info')).toEqual([
      'birthdate',
      'gender',
      'first_name',
      'middle_name',
      'last_name',
      'marital_status',
      'ssn',
      'height_feet',
      'weight',
    ]);
    expect(plan.asked('employer_info')).toContain('average_work_week');
    expect([...plan.locked('employer_info')]).toEqual(['name']);
    const fields = formFieldsOf(plan, 'primary_info', { first_name: 'Ana', birthdate: '04/12/1985' });
    expect(fields.find((field) => field.field_name === 'birthdate')).toEqual({
      field_name: 'birthdate',
      required: true,
      read_only: true,
      value: '04/12/1985',
    });
    expect(fields.find((field) => field.field_name === 'height_inch')).toMatchObject({ required: false, value: null });
  });
});
