import { describe, expect, it } from 'vitest';
import { decodeKeptState, encodeKeptState, KEPT_STATE_MAX_CHARS } from './kept-state.ts';

describe('the kept values in their cookie', () => {
  it('come back as they were written, in any language, in characters a cookie takes', () => {
    const entries = { tempId: '"e1"', username: '"José Núñez"', compare: '[3,7]' };
    const value = encodeKeptState(entries) ?? '';
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeptState(value)).toEqual(entries);
  });

  it('are left out when there are too many to carry', () => {
    expect(encodeKeptState({ nav_array: JSON.stringify(Array(KEPT_STATE_MAX_CHARS).fill('x')) })).toBeUndefined();
  });

  it('read as nothing kept when the cookie is not one the store wrote', () => {
    for (const value of [undefined, '', 'not base64!', btoa('[1,2]'), btoa('"text"'), 'e30'.repeat(2000)])
      expect(decodeKeptState(value)).toEqual({});
    // Values that are not stored text are dropped; the rest stay.
    const mixed = btoa(JSON.stringify({ tempId: '"e1"', count: 3 })).replace(/=+$/, '');
    expect(decodeKeptState(mixed)).toEqual({ tempId: '"e1"' });
  });
});
