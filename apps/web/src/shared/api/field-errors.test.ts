import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { splitFieldErrors } from './field-errors.ts';

const refusal = (data: { target_element: string; error_message: string }[], message = 'Refused') =>
  new ApiError({ statusCode: 422, message, data });

describe("a form's share of a failed call", () => {
  it("puts each message under the form's field it names, the first one only", () => {
    const error = refusal([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
      { target_element: 'zip', error_message: 'second' },
      { target_element: 'dob', error_message: 'Field is required' },
    ]);
    expect(splitFieldErrors(error, ['zip', 'dob'] as const)).toEqual({
      byField: { zip: 'Invalid Zip code', dob: 'Field is required' },
      message: undefined,
    });
  });

  it("keeps the server's message when no field of the form is named", () => {
    expect(splitFieldErrors(refusal([{ target_element: 'other', error_message: 'x' }]), ['zip'] as const)).toEqual({
      byField: {},
      message: 'Refused',
    });
    expect(splitFieldErrors(new Error('boom'), ['zip'] as const).message).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
