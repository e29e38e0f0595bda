import { cartCheckout } from '@openenroll/contract/cart';
import { CART_TAB } from '@openenroll/contract/wizard/steps';
import { appQueryClient } from '../../../shared/api/app-query-client.ts';
import { callApi } from '../../../shared/api/call-api.ts';
import { clientState } from '../../../shared/client-state.ts';
import { saveScreenshotOf } from '../../../shared/screenshot/screenshot.ts';
import { enrollBy } from './enroll-by.ts';

/**
 * 'Rep Enrollment' or 'Member Enrollment' (and a received quote's Accept): closes the cart for enrollment on the
 * server, keeps a picture of what the shopper saw, and sets up the wizard. A refusal is thrown, with nothing changed
 * here; the caller then goes to /enrollment/personal-info.
 */
export async function completeCheckout(input: {
  enrollmentId: string;
  effectiveDate: string;
  type: 'rep' | 'applicant';
  capture?: HTMLElement | null;
}): Promise<void> {
  const result = await callApi(cartCheckout, {
    enrollment_id: input.enrollmentId,
    effective_date: input.effectiveDate,
    type: input.type,
  });
  if (input.capture) saveScreenshotOf(input.enrollmentId, CART_TAB, input.capture);
  clientState.set('effectiveDate', result.effective_date);
  clientState.set('enrollment', 'new_enrollment');
  clientState.set('enrollBy', enrollBy(result.type, clientState.get('eprocess')));
  // The prices are now fixed for the date: what was read for another date or before checkout is out of date.
  void appQueryClient()?.invalidateQueries({ queryKey: ['cart'] });
}
