import type { CallInput } from '@openenroll/contract/call';
import { validateSingleDependent } from '@openenroll/contract/wizard/dependent-info';
import { callApi } from '../../../shared/api/call-api.ts';

/** The server checks one dependent before it joins the list; a refusal names fields as primary_info.*. */
export const validateDependent = (input: CallInput<typeof validateSingleDependent>) =>
  callApi(validateSingleDependent, input);
