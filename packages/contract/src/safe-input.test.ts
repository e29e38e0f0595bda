import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './call.ts';
import { messages } from './messages.ts';
import { INT4_MAX, unsafeValues } from './safe-input.ts';

const call = defineCall({
  method: 'POST',
  path: 'save-things/:thingId',
  summary: 'test',
  input: z.object({
    thingId: z.coerce.number().int(),
    name: z.string().optional(),
    site: z.base64().transform((text) => atob(text)),
    rows: z.array(z.object({ note: z.string(), amount: z.number() })).default([]),
    extra: z.record(z.string(), z.string()).optional(),
  }),
  data: z.null(),
});

const issuesOf = (input: unknown) =>
  call.input.safeParse(input).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

describe('every call input', () => {
  const valid = { thingId: '12', site: btoa('alpha.test') };

  it('takes ordinary text and numbers up to the integer range', () => {
    expect(issuesOf({ ...valid, name: 'Ana Núñez', rows: [{ note: '', amount: -INT4_MAX }] })).toEqual([]);
    expect(issuesOf({ ...valid, thingId: String(INT4_MAX) })).toEqual([]);
  });

  it('refuses a NUL character in any text, however deep, and after a transform', () => {
    expect(issuesOf({ ...valid, name: 'Ana\u0000' })).toEqual([{ path: ['name'], message: messages.invalidCharacter }]);
    expect(
      issuesOf({
        ...valid,
        rows: [
          { note: 'a', amount: 1 },
          { note: '\u0000', amount: 1 },
        ],
      }),
    ).toEqual([{ path: ['rows', 1, 'note'], message: messages.invalidCharacter }]);
    expect(issuesOf({ ...valid, site: btoa('alpha\u0000.test') })).toEqual([
      { path: ['site'], message: messages.invalidCharacter },
    ]);
    expect(issuesOf({ ...valid, extra: { 'k\u0000': 'v' } })).toEqual([
      { path: ['extra', 'k\u0000'], message: messages.invalidCharacter },
    ]);
  });

  it('refuses a number past the integer range, either way', () => {
    expect(issuesOf({ ...valid, thingId: String(INT4_MAX + 1) })).toEqual([
      { path: ['thingId'], message: messages.outOfRange },
    ]);
    expect(issuesOf({ ...valid, rows: [{ note: '', amount: -1e12 }] })).toEqual([
      { path: ['rows', 0, 'amount'], message: messages.outOfRange },
    ]);
  });

  it('keeps the guard on fields a form picks from the input', () => {
    const picked = call.input.pick({ name: true });
    expect(picked.safeParse({ name: 'x\u0000' }).success).toBe(false);
    expect(picked.safeParse({ name: 'x' }).success).toBe(true);
  });

  it('finds nothing unsafe in dates or other objects it does not walk', () => {
    expect(unsafeValues({ at: new Date(8.64e15), list: [1, 'a'] })).toEqual([]);
  });
});
