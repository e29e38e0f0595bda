import type { CallInput } from '@openenroll/contract/call';
import { saveDependentInfoToTemp } from '@openenroll/contract/wizard/dependent-info';
import { callApi } from '../../../shared/api/call-api.ts';

/** Keeps the list on the screen (and whether a spouse was declined) as the step's draft. */
export const saveDependentsToTemp = (input: CallInput<typeof saveDependentInfoToTemp>) =>
  callApi(saveDependentInfoToTemp, input);
