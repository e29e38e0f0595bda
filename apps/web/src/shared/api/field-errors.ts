import { ApiError, errorMessage } from './api-error.ts';

/**
 * A failed call split for a form: the server's messages for the fields the form has, keyed by the spec's
 * target_element (nested as `a.b.0.c`), the first one per field; and one message for the rest (a refusal that names
 * no field of the form, or a transport failure).
 */
export function splitFieldErrors(error: unknown, hasField: (target: string) => boolean) {
  const byField = new Map<string, string>();
  if (error instanceof ApiError) {
    for (const { target_element, error_message } of error.fieldErrors) {
      if (hasField(target_element) && !byField.has(target_element)) byField.set(target_element, error_message);
    }
  }
  const message = byField.size === 0 ? errorMessage(error) : undefined;
  return { byField, message };
}
