import { type WizardStep, type WizardTab, wizardSteps } from '@openenroll/contract/wizard/steps';
import type { DynamicTab } from '@openenroll/contract/wizard/tabs';

/** The enrollment's steps: only the required ones, by their order (part 2, §2.2). */
export function activeSteps(tabs: readonly DynamicTab[]): WizardStep[] {
  return tabs
    .filter((tab) => tab.required)
    .toSorted((a, b) => a.order - b.order)
    .flatMap((tab) => wizardSteps.filter((step) => step.tab === tab.tab_name));
}

/** The first step whose answers are not saved yet; undefined when every step is. */
export const firstIncomplete = (active: readonly WizardStep[], completed: readonly WizardTab[]) =>
  active.find((step) => !completed.includes(step.tab));

/**
 * Where a visit of `current` belongs: itself, unless it lies past the first incomplete step (or is not one of the
 * enrollment's steps), in which case the first incomplete step.
 */
export function stepToOpen(
  active: readonly WizardStep[],
  completed: readonly WizardTab[],
  current: WizardTab,
): WizardStep | undefined {
  const first = firstIncomplete(active, completed);
  const index = active.findIndex((step) => step.tab === current);
  if (index === -1) return first ?? active[0];
  return first && index > active.indexOf(first) ? first : active[index];
}

/** The steps before and after `current` among the active ones. */
export function neighbours(active: readonly WizardStep[], current: WizardTab) {
  const index = active.findIndex((step) => step.tab === current);
  return {
    previous: index > 0 ? active[index - 1] : undefined,
    next: index === -1 ? undefined : active[index + 1],
  };
}
