import type { CallInput } from '@openenroll/contract/call';
import { saveDependentInfo } from '@openenroll/contract/wizard/dependent-info';
import { callApi } from '../../../shared/api/call-api.ts';

/** Saves the Dependent step; answers a change of tier the list made, with the monthly cost before and after. */
export const saveDependents = (input: CallInput<typeof saveDependentInfo>) => callApi(saveDependentInfo, input);
