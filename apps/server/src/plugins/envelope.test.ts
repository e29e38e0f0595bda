import { describe, expect, it } from 'vitest';
import {
  Conflict,
  FieldInvalid,
  FieldsInvalid,
  Forbidden,
  NotConfigured,
  NotFound,
  Refused,
  TooManyAttempts,
} from '../errors/domain-error.ts';
import { answerOf } from './envelope.ts';

describe('domain errors at the HTTP edge', () => {
  it('answer with the status code of their kind, in the spec envelope', () => {
    const answers = [
      new NotFound(),
      new Forbidden('Not yours', 'not-yours'),
      new Conflict('Price changed', 'price-changed'),
      new Refused('Your cart is empty.'),
      new NotConfigured('No data key'),
    ].map((error) => [answerOf(error).statusCode, answerOf(error).body]);
    expect(answers).toEqual([
      [404, { status: 'error', statusCode: 404, message: 'Not found', data: [], errorCode: undefined }],
      [403, { status: 'error', statusCode: 403, message: 'Not yours', data: [], errorCode: 'not-yours' }],
      [409, { status: 'error', statusCode: 409, message: 'Price changed', data: [], errorCode: 'price-changed' }],
      [422, { status: 'error', statusCode: 422, message: 'Your cart is empty.', data: [], errorCode: undefined }],
      [503, { status: 'error', statusCode: 503, message: 'No data key', data: [], errorCode: undefined }],
    ]);
  });

  it('name the fields they refuse, the first one giving the message', () => {
    expect(answerOf(new FieldInvalid('zip', 'Invalid zip', 'zip-code')).body).toEqual({
      status: 'error',
      statusCode: 422,
      message: 'Invalid zip',
      errorCode: 'zip-code',
      data: [{ target_element: 'zip', error_message: 'Invalid zip' }],
    });
    const several = new FieldsInvalid([
      { field: 'dep_dob', message: 'Enter a date' },
      { field: 'no_of_children', message: 'Enter a number' },
    ]);
    expect(answerOf(several).body).toMatchObject({
      message: 'Enter a date',
      data: [
        { target_element: 'dep_dob', error_message: 'Enter a date' },
        { target_element: 'no_of_children', error_message: 'Enter a number' },
      ],
    });
  });

  it('tell a caller that tried too often when to try again', () => {
    const answer = answerOf(new TooManyAttempts('Please wait 60 seconds', 'code-resend-too-soon', 60));
    expect(answer.statusCode).toBe(429);
    expect(answer.headers).toEqual({ 'retry-after': '60' });
    expect(answerOf(new NotFound()).headers).toEqual({});
  });
});
