import type { CallInput } from '@openenroll/contract/call';
import { getSuggestedPlanList } from '@openenroll/contract/suggested-plans';
import { callApi } from '../../../shared/api/call-api.ts';

/** The offers before checkout (term life, dental, vision): each one says whether it is to be shown. */
export const fetchCheckoutOffers = (input: CallInput<typeof getSuggestedPlanList>) =>
  callApi(getSuggestedPlanList, input);
