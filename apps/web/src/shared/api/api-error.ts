import type { ErrorEnvelope, FieldError } from '@openenroll/contract/envelope';

/** A call that did not succeed: the server's error envelope, or the transport failure dressed as one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly errorCode: string | undefined;
  readonly fieldErrors: FieldError[];
  /** The server's Retry-After, when it knows how long a refused ask must wait. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    envelope: Pick<ErrorEnvelope, 'statusCode' | 'message' | 'errorCode' | 'data'>,
    retryAfterSeconds?: number,
  ) {
    super(envelope.message);
    this.statusCode = envelope.statusCode;
    this.errorCode = envelope.errorCode;
    this.fieldErrors = envelope.data;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The message the server gave for one field (target_element), if any. */
  fieldError(target: string): string | undefined {
    return this.fieldErrors.find((error) => error.target_element === target)?.error_message;
  }
}

/** What to tell the visitor about a failed call: the server's own words, or a plain fallback for anything else. */
export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
