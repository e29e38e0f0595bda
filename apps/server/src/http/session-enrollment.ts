import { storeMessages } from '@openenroll/contract/store-messages';
import { reviewMessages } from '@openenroll/contract/wizard/review-info';
import type { FastifyRequest } from 'fastify';
import { NotFound, Refused } from '../errors/domain-error.ts';

/**
 * The enrollment id the browser names, if it is this session's own; any other id is simply not found. The one this
 * session submitted is refused as submitted: it can no longer be changed.
 */
export async function sessionEnrollment(request: FastifyRequest, enrollmentId: string | undefined) {
  if (!enrollmentId) return undefined;
  const session = await request.session();
  if (session?.data.submittedEnrollmentId === enrollmentId) throw new Refused(reviewMessages.submitted, 'submitted');
  if (session?.data.enrollmentId !== enrollmentId) throw new NotFound(storeMessages.enrollmentNotFound);
  return enrollmentId;
}

/** Like `sessionEnrollment`, for calls that need one. */
export async function ownEnrollment(request: FastifyRequest, enrollmentId: string) {
  const own = await sessionEnrollment(request, enrollmentId);
  if (!own) throw new NotFound(storeMessages.enrollmentNotFound);
  return own;
}

/**
 * The cart the browser names, when this session may read it: its own enrollment's (quoteId null), or the cart of the
 * received quote whose link it opened (quoteId set). Any other id is not found.
 */
export async function readableCart(request: FastifyRequest, enrollmentId: string) {
  const session = await request.session();
  if (session?.data.enrollmentId === enrollmentId) return { enrollmentId, quoteId: null };
  const quote = session?.data.quote;
  if (quote?.enrollmentId === enrollmentId) return { enrollmentId, quoteId: quote.id };
  throw new NotFound(storeMessages.enrollmentNotFound);
}
