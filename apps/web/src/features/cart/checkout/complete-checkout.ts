import { cartCheckout, MAX_SCREENSHOT_CHARS, saveScreenshot } from '@openenroll/contract/cart';
import { CART_TAB } from '@openenroll/contract/wizard/steps';
import { appQueryClient } from '../../../shared/api/app-query-client.ts';
import { callApi } from '../../../shared/api/call-api.ts';
import { clientState } from '../../../shared/client-state.ts';
import { enrollBy } from './enroll-by.ts';

/** A picture that takes longer than this is not worth holding the visitor back for. */
const SCREENSHOT_TIMEOUT_MS = 5000;

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
  if (input.capture) await saveScreenshotOf(input.enrollmentId, input.capture);
  clientState.set('effectiveDate', result.effective_date);
  clientState.set('enrollment', 'new_enrollment');
  clientState.set('enrollBy', enrollBy(result.type, clientState.get('eprocess')));
  // The prices are now fixed for the date: what was read for another date or before checkout is out of date.
  void appQueryClient()?.invalidateQueries({ queryKey: ['cart'] });
}

/** Best effort and silent on failure (part 2, §7): the picture is drawn now, then sent without waiting for it. */
async function saveScreenshotOf(enrollmentId: string, node: HTMLElement) {
  try {
    const image = await withTimeout(drawPng(node), SCREENSHOT_TIMEOUT_MS);
    if (!image || image.length > MAX_SCREENSHOT_CHARS) return;
    void callApi(saveScreenshot, { enrollment_id: enrollmentId, name: CART_TAB, image }).catch(() => undefined);
  } catch {
    // A page that cannot be drawn (an image that will not load, a browser without the canvas) costs nothing.
  }
}

async function drawPng(node: HTMLElement) {
  // Loaded only here: the library stays out of every page's first load.
  const { toPng } = await import('html-to-image');
  return toPng(node, { pixelRatio: 1, backgroundColor: '#ffffff' });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
