import { ApiError, errorMessage } from './api-error.ts';

/**
 * A failed call split for a form: the server's messages for the form's own fields, keyed by field, and one message
 * for the rest (a refusal that names no field of the form, or a transport failure).
 */
export function splitFieldErrors<F extends string>(error: unknown, fields: readonly F[]) {
  const byField: Partial<Record<F, string>> = {};
  const isField = (target: string): target is F => (fields as readonly string[]).includes(target);
  if (error instanceof ApiError) {
    for (const { target_element, error_message } of error.fieldErrors) {
      if (isField(target_element) && byField[target_element] === undefined) byField[target_element] = error_message;
    }
  }
  const message = Object.keys(byField).length === 0 ? errorMessage(error) : undefined;
  return { byField, message };
}

type SetFieldError<F extends string> = (
  field: F,
  error: { message: string },
  options: { shouldFocus: boolean },
) => void;

/** Puts a failed call's messages under the form's fields (react-hook-form's setError) and returns the rest, if any. */
export function showFieldErrors<F extends string>(error: unknown, fields: readonly F[], setError: SetFieldError<F>) {
  const { byField, message } = splitFieldErrors(error, fields);
  for (const field of fields) {
    const fieldMessage = byField[field];
    if (fieldMessage) setError(field, { message: fieldMessage }, { shouldFocus: true });
  }
  return message;
}
