import { type WizardStep, type WizardTab, wizardPath, wizardSteps } from '@openenroll/contract/wizard/steps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { clientState } from '../../../shared/client-state.ts';
import { saveScreenshotOf } from '../../../shared/screenshot/screenshot.ts';
import { useClientState } from '../../../shared/use-client-state.ts';
import { markCompleted, useDynamicTabs } from '../api/dynamic-tabs.ts';
import { stepScreens } from '../step-screens.ts';
import { activeSteps, neighbours, stepToOpen } from './wizard-steps.ts';

const REVIEW = wizardSteps.find((step) => step.tab === 'review_info') as WizardStep;

/** A save the server could not take (down, unreachable, failing): the person is offered to save for later. */
export const isServerFailure = (error: unknown) =>
  error instanceof ApiError && (error.statusCode === 0 || error.statusCode >= 500);

/**
 * One step of the wizard: its place among the enrollment's steps, where Back and Next lead (or, opened from the
 * review, Cancel and Submit), and the save that ends the step.
 */
export function useWizardStep(tab: WizardTab) {
  const step = wizardSteps.find((candidate) => candidate.tab === tab) as WizardStep;
  const tempId = useClientState('tempId');
  const navto = useClientState('navto');
  const tabs = useDynamicTabs(tempId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const captureRef = useRef<HTMLDivElement>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  const active = tabs.data ? activeSteps(tabs.data.result) : [];
  const completed = tabs.data?.completed ?? [];
  const { previous, next } = neighbours(active, tab);
  const belongs = tabs.data ? stepToOpen(active, completed, tab) : step;
  const redirect = belongs && belongs.tab !== tab ? wizardPath(belongs) : undefined;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  // The step a save opens is fetched while this one is filled in: Next then shows it at once, never this one.
  const ahead = navto !== undefined ? REVIEW : next;
  useEffect(() => {
    if (ahead) void stepScreens[ahead.tab].load().catch(() => undefined);
  }, [ahead]);

  function open(target: WizardStep | undefined) {
    if (target) navigate(wizardPath(target));
  }

  /** After a save: back to the review when the step was opened from it, else on to the next step. */
  function advance() {
    if (navto !== undefined) {
      clientState.remove('navto');
      open(REVIEW);
    } else {
      open(next);
    }
  }

  /**
   * Ends the step with `send` (the step's save call): on success the steps completed are noted, a picture of the
   * form is kept and the wizard moves on; a server failure also offers Save & Continue Later. Throws what `send`
   * threw, so the form shows it with what was typed intact.
   */
  async function save(send: () => Promise<{ completed: WizardTab[] }>) {
    if (!tempId) return;
    let saved: { completed: WizardTab[] };
    try {
      saved = await send();
    } catch (error) {
      if (isServerFailure(error)) setSaveFailed(true);
      throw error;
    }
    markCompleted(queryClient, tempId, saved.completed);
    if (captureRef.current) saveScreenshotOf(tempId, step.savedTab, captureRef.current);
    advance();
  }

  return {
    tab,
    step,
    tempId,
    tabs,
    active,
    completed,
    /** Opened from the review page: Cancel and Submit instead of Back and Next. */
    fromReview: navto !== undefined,
    /** The step is about to be replaced by the one the enrollment is really at. */
    redirecting: redirect !== undefined,
    captureRef,
    saveFailed,
    closeSaveFailed: () => setSaveFailed(false),
    save,
    back: () => (previous ? open(previous) : navigate('/cart')),
    /** Cancel in review mode: back to the review, nothing saved. */
    backToReview: () => {
      clientState.remove('navto');
      open(REVIEW);
    },
  };
}

export type WizardStepState = ReturnType<typeof useWizardStep>;
