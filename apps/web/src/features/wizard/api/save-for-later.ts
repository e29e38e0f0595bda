import { defineCall } from '@openenroll/contract/call';
import { enrollmentId } from '@openenroll/contract/codes';
import { saveForLaterEmail } from '@openenroll/contract/wizard/resume';
import { type SavedStepTab, wizardSteps } from '@openenroll/contract/wizard/steps';
import { saveStepDraft } from '@openenroll/contract/wizard/tabs';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '../../../shared/api/call-api.ts';
import type { DraftData } from './save-step-draft.ts';

const savedStepTabs = wizardSteps.map((step) => step.savedTab) as [SavedStepTab, ...SavedStepTab[]];

/**
 * save-enrollment for a wizard step (part 2, §2.3): the contract declares it only for the cart's tab so far, so the
 * same path is declared here with a step's tab and its values, as the server takes it, until the contract does.
 */
const saveEnrollmentStep = defineCall({
  method: 'POST',
  path: 'save-enrollment',
  summary: "Saves the enrollment at a step, with the step's values, and e-mails the code to continue it.",
  input: z.object({
    enrollment_id: enrollmentId,
    email: saveForLaterEmail,
    tab: z.enum(savedStepTabs),
    data: saveStepDraft.input.shape.data,
  }),
  data: z.object({ result: z.object({ email: z.string(), expires_at: z.string().nullish() }) }),
});

type SaveForLater = { enrollmentId: string; email: string; tab: SavedStepTab; data: DraftData };

/** Saves the enrollment where it stands and e-mails the code to continue it; answers where and until when. */
export const useSaveForLater = () =>
  useMutation({
    mutationFn: async ({ enrollmentId: id, email, tab, data }: SaveForLater) =>
      (await callApi(saveEnrollmentStep, { enrollment_id: id, email, tab, data })).result,
  });
