import { saveReviewInfo } from '@openenroll/contract/wizard/review-info';

/** The review's own fields: save-review-info's notes and text-message choice. */
export const reviewForm = saveReviewInfo.input.pick({ additional_notes: true, send_sms: true });

/**
 * What this browser tracks of the wizard, forgotten once the enrollment is complete (part 2, §4); the enrollment's
 * id stays until the receipt has been read.
 */
export const trackingKeys = [
  'cartCount',
  'navto',
  'nav_array',
  'isEmployerTabSkip',
  'health_track',
  'stepDraftRevisions',
  'otpSent',
  'enrollment',
] as const;
