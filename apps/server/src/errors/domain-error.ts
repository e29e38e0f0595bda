import { storeMessages } from '@openenroll/contract/store-messages';
/**
 * A field the caller sent that breaks a rule, and what to tell them about it. `doubted`: an e-mail or phone the
 * validation service doubts, which the person may prove by a one-time code (the spec's is_valid false).
 */
export type FieldProblem = { field: string; message: string; doubted?: boolean };

/**
 * Why a use case refused, in the words of the domain; the HTTP edge (plugins/envelope.ts) decides the status code.
 * `code` is the machine-readable reason the screens act on (the spec's errorCode), when there is one.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: 'not-found' | 'forbidden' | 'conflict' | 'refused' | 'too-many' | 'not-configured';
  readonly problems: readonly FieldProblem[];
  readonly code: string | undefined;

  constructor(message: string, options: { code?: string; problems?: readonly FieldProblem[] } = {}) {
    super(message);
    this.name = new.target.name;
    this.code = options.code;
    this.problems = options.problems ?? [];
  }
}

/** What was asked for does not exist, or is not the caller's to see (another visitor's id reads as absent). */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
  constructor(message: string = storeMessages.notFound) {
    super(message);
  }
}

/** The caller is known but may not do this (yet): a code to prove first, a selection that is not theirs. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
  constructor(message: string, code?: string) {
    super(message, { code });
  }
}

/** The request is stale against what is stored: a price that changed, a policy already held. */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
  constructor(message: string, code?: string) {
    super(message, { code });
  }
}

/** A business rule says no: an empty cart, a declined questionnaire, a plan closed to enrollment. */
export class Refused extends DomainError {
  readonly kind = 'refused';
  constructor(message: string, code?: string) {
    super(message, { code });
  }
}

/** A field breaks a rule: the spec shows the message under it. */
export class FieldInvalid extends DomainError {
  readonly kind = 'refused';
  constructor(field: string, message: string, code?: string) {
    super(message, { code, problems: [{ field, message }] });
  }
}

/** Several fields break rules at once; the message is the first one's. */
export class FieldsInvalid extends DomainError {
  readonly kind = 'refused';
  constructor(problems: readonly [FieldProblem, ...FieldProblem[]]) {
    super(problems[0].message, { problems });
  }
}

/** Too many tries or sends; `retryAfterSeconds` when the caller can know when to try again. */
export class TooManyAttempts extends DomainError {
  readonly kind = 'too-many';
  constructor(
    message: string,
    code: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, { code });
  }
}

/** The server lacks a setting the use case needs (a data key): nothing the caller can fix. */
export class NotConfigured extends DomainError {
  readonly kind = 'not-configured';
}
