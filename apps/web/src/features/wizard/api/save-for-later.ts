import { saveEnrollment } from '@openenroll/contract/quote';
import type { SavedStepTab } from '@openenroll/contract/wizard/steps';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import type { DraftData } from './save-step-draft.ts';

type SaveForLater = { enrollmentId: string; email: string; tab: SavedStepTab; data: DraftData | undefined };

/** Saves the enrollment where it stands and e-mails the code to continue it; answers where and until when. */
export const useSaveForLater = () =>
  useMutation({
    mutationFn: async ({ enrollmentId, email, tab, data }: SaveForLater) =>
      (await callApi(saveEnrollment, { enrollment_id: enrollmentId, email, tab, data })).result,
  });
