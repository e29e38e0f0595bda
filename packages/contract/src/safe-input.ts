import { safeExtend, superRefine, type ZodMiniObject, type ZodMiniType } from 'zod/mini';
import type { CallObject } from './call.ts';
import { messages } from './messages.ts';

/** The largest value of a PostgreSQL integer column: no number a call takes may exceed it either way. */
export const INT4_MAX = 2_147_483_647;

type Unsafe = { path: PropertyKey[]; message: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** What no database column takes, wherever it sits in a value: a NUL character, a number past the integer range. */
export function unsafeValues(value: unknown, path: PropertyKey[] = []): Unsafe[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [{ path, message: messages.invalidCharacter }] : [];
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= INT4_MAX ? [] : [{ path, message: messages.outOfRange }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unsafeValues(item, [...path, index]));
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes('\u0000')
      ? [{ path: [...path, key], message: messages.invalidCharacter }]
      : unsafeValues(item, [...path, key]),
  );
}

// Zod mini's functions, which take classic schemas as well: the result keeps the schema's own kind.
const guarded = (schema: ZodMiniType) =>
  schema.check(
    superRefine((value, ctx) => {
      for (const { path, message } of unsafeValues(value)) ctx.addIssue({ code: 'custom', path, message });
    }),
  );

/**
 * A call's input that also refuses, in every field however deep, what the field's own rule lets through but no
 * column stores. The guard sits on each field rather than on the object, so forms can still pick fields from it.
 */
export function safeInput<I extends CallObject>(input: I): I {
  // Every field is a classic or a mini schema: both have `check`.
  const fields = input.shape as Record<string, ZodMiniType>;
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, guarded(field)]));
  // Same fields, same types: only checks were added.
  return safeExtend(input as ZodMiniObject, shape) as unknown as I;
}
