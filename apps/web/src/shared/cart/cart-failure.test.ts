import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { cartFailure } from './cart-failure.ts';

const refused = (errorCode: string | undefined, message = 'Refused') =>
  new ApiError({ statusCode: 422, message, errorCode, data: [] });

describe('a refused add to cart', () => {
  it("shows the server's message for blackout, already-active and age refusals", () => {
    expect(cartFailure(refused('blackout', 'Closed for now.'))).toEqual({ kind: 'message', text: 'Closed for now.' });
    expect(cartFailure(refused('already-active', 'Active.'))).toEqual({ kind: 'message', text: 'Active.' });
    expect(cartFailure(refused('planAgeError', 'Age.'))).toEqual({ kind: 'message', text: 'Age.' });
  });

  it('asks for the membership plan when the partner plan needs it', () => {
    expect(cartFailure(refused('membership-required'))).toEqual({ kind: 'membership' });
  });

  it('ignores the rest', () => {
    expect(cartFailure(refused('price-changed'))).toEqual({ kind: 'ignored' });
    expect(cartFailure(refused(undefined))).toEqual({ kind: 'ignored' });
    expect(cartFailure(new Error('offline'))).toEqual({ kind: 'ignored' });
  });
});
