import { getSuggestedPlanListNew, type SuggestedPlan } from '@openenroll/contract/suggested-plans';
import { callApi } from '../../../shared/api/call-api.ts';

/** The offer to show after a plan was added (an accident plan after a medical or hospital plan), if any. */
export async function fetchUpsellAfterAdding(enrollmentId: string, planId: number): Promise<SuggestedPlan | undefined> {
  const offers = await callApi(getSuggestedPlanListNew, { enrollment_id: enrollmentId, plan_id: planId });
  return offers.find((offer) => offer.pop_up_display);
}
