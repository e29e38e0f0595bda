import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { splitFieldErrors } from './field-errors.ts';

const refusal = (data: { target_element: string; error_message: string }[], message = 'Refused') =>
  new ApiError({ statusCode: 422, message, data });
const among = (fields: string[]) => (target: string) => fields.includes(target);

describe("a form's share of a failed call", () => {
  it("puts each message under the form's field it names, the first one only", () => {
    const error = refusal([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'zip', error_message: 'second' },
      { target_element: 'dependents.0.dob', error_message: 'Field is required' },
    ]);
    const { byField, message } = splitFieldErrors(error, among(['zip', 'dependents.0.dob']));
    expect(Object.fromEntries(byField)).toEqual({ zip: 'Invalid Zip code', 'dependents.0.dob': 'Field is required' });
    expect(message).toBeUndefined();
  });

  it("keeps the server's message when no field of the form is named", () => {
    const { byField, message } = splitFieldErrors(
      refusal([{ target_element: 'other', error_message: 'x' }]),
      among(['zip']),
    );
    expect(byField.size).toBe(0);
    expect(message).toBe('Refused');
    expect(splitFieldErrors(new Error('boom'), among(['zip'])).message).toBe('Something went wrong. Please try again.');
  });
});
