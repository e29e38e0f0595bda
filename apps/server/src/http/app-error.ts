import type { FieldError } from '@openenroll/contract/envelope';

/** A failure the caller should see, answered in the spec's error envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly errorCode?: string,
  ) {
    super(message);
  }

  static notFound(what = 'Not found') {
    return new AppError(404, what);
  }

  static field(target: string, message: string, statusCode = 422) {
    return new AppError(statusCode, message, [{ target_element: target, error_message: message }]);
  }
}
