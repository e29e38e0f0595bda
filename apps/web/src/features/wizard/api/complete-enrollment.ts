import type { CallInput } from '@openenroll/contract/call';
import { saveReviewInfo } from '@openenroll/contract/wizard/review-info';
import { callApi } from '../../../shared/api/call-api.ts';

/**
 * 'Complete Enrollment' (save-review-info): the enrollment becomes an application and its receipt is answered. The
 * server answers a repeat with the same application, so a retry after a lost answer is safe.
 */
export const completeEnrollment = (input: CallInput<typeof saveReviewInfo>) => callApi(saveReviewInfo, input);
