import type { WizardTab } from '@openenroll/contract/wizard/steps';
import type { DynamicTab } from '@openenroll/contract/wizard/tabs';
import { describe, expect, it } from 'vitest';
import { activeSteps, firstIncomplete, neighbours, stepToOpen } from './wizard-steps.ts';

const tab = (tab_name: WizardTab, order: number, required = true): DynamicTab => ({ tab_name, order, required });

/** A dental cart for one person: no employer, beneficiary, health or dependent step. */
const dental = [
  tab('contact_info', 1),
  tab('primary_info', 0),
  tab('employer_info', 2, false),
  tab('billing_info', 6),
  tab('agreement_info', 7),
  tab('review_info', 8),
];
const tabsOf = (tabs: DynamicTab[]) => activeSteps(tabs).map((step) => step.tab);

describe('the wizard steps of an enrollment', () => {
  it('are the required tabs in their order', () => {
    expect(tabsOf(dental)).toEqual(['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info']);
  });

  it('start at the first step not yet saved', () => {
    const active = activeSteps(dental);
    expect(firstIncomplete(active, [])?.tab).toBe('primary_info');
    expect(firstIncomplete(active, ['primary_info'])?.tab).toBe('contact_info');
    const all = active.map((step) => step.tab);
    expect(firstIncomplete(active, all)).toBeUndefined();
  });

  it('send a deep link past the first incomplete step back to it, and let earlier ones open', () => {
    const active = activeSteps(dental);
    expect(stepToOpen(active, [], 'contact_info')?.tab).toBe('primary_info');
    expect(stepToOpen(active, ['primary_info'], 'contact_info')?.tab).toBe('contact_info');
    expect(stepToOpen(active, ['primary_info', 'contact_info'], 'primary_info')?.tab).toBe('primary_info');
    expect(stepToOpen(active, ['primary_info'], 'billing_info')?.tab).toBe('contact_info');
  });

  it('send a step the enrollment does not have to the first incomplete one', () => {
    expect(stepToOpen(activeSteps(dental), ['primary_info'], 'employer_info')?.tab).toBe('contact_info');
  });

  it('let any step open once every step is saved', () => {
    const all = activeSteps(dental).map((step) => step.tab);
    expect(stepToOpen(activeSteps(dental), all, 'review_info')?.tab).toBe('review_info');
  });

  it('go back and forth among the active steps only', () => {
    const active = activeSteps(dental);
    expect(neighbours(active, 'primary_info')).toMatchObject({ previous: undefined, next: { tab: 'contact_info' } });
    expect(neighbours(active, 'contact_info')).toMatchObject({
      previous: { tab: 'primary_info' },
      next: { tab: 'billing_info' },
    });
    expect(neighbours(active, 'review_info').next).toBeUndefined();
  });
});
