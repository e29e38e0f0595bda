import { ApiError } from '../api/api-error.ts';

/** How a refused add-to-cart shows: the server's message in a modal, the membership choice, or not at all. */
export type CartFailure = { kind: 'message'; text: string } | { kind: 'membership' } | { kind: 'ignored' };

/** The spec shows the server's words for blackout, already-active and age refusals; other refusals are ignored. */
const shownCodes = new Set(['blackout', 'already-active', 'planAgeError']);

export function cartFailure(error: unknown): CartFailure {
  if (!(error instanceof ApiError) || !error.errorCode) return { kind: 'ignored' };
  if (shownCodes.has(error.errorCode)) return { kind: 'message', text: error.message };
  if (error.errorCode === 'membership-required') return { kind: 'membership' };
  return { kind: 'ignored' };
}
