import fc from 'fast-check';
import type { z } from 'zod';

/** Values no field should trip over: NUL, numbers past every column, huge text, wrong types, odd Unicode. */
export const hostile = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  '%00',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e308,
  -1,
  0,
  1.5,
  '9'.repeat(40),
  'x'.repeat(20_000),
  '',
  '   ',
  null,
  true,
  [],
  {},
  ['a'],
  { a: 1 },
  '\uD800',
  '🏥'.repeat(50),
  "'; drop table sessions; --",
  '<script>alert(1)</script>',
  '02/30/2026',
  '../../etc/passwd',
);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  format?: string;
};

const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Ana',
      'ana@example.com',
      '75201',
      '12',
      '01/15/1980',
      'IO',
      'yes',
      '1',
      'TX',
      '(214) 555-0187',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((value) => `${value}\u0000`) },
);

/** Small numbers mostly, then the edges of PostgreSQL's integer and JavaScript's safe integers. */
const number = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -3, max: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

/** Known values for fields by name (the session's own enrollment id, say): the fuzz then reaches past the lookup. */
export type Known = Record<string, fc.Arbitrary<unknown>>;

/**
 * Inputs shaped like the schema (valid-ish: right types, random content), where any value may be replaced by a
 * hostile one and any object may lose its required fields.
 */
export function arbitraryOf(schema: z.core.$ZodType, known: Known = {}, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedOf(schema, known, depth);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostile });
}

function shapedOf(schema: z.core.$ZodType, known: Known, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (next: z.ZodType | undefined) => (next ? arbitraryOf(next, known, depth + 1) : fc.anything());
  switch (def.type) {
    case 'string':
      if (def.format === 'base64') return text.map((value) => Buffer.from(value).toString('base64'));
      if (def.format === 'email') return fc.emailAddress();
      return text;
    case 'number':
      return number;
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: '' }));
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(inner(def.element), { maxLength: 3 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'record':
      return depth > 4 ? fc.constant({}) : fc.dictionary(text, inner(def.valueType), { maxKeys: 3 });
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([name, field]) => [name, known[name] ?? inner(field)]),
      );
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(fields) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof({ weight: 4, arbitrary: inner(def.innerType) }, { weight: 1, arbitrary: fc.constant(undefined) });
    case 'pipe':
      return shapedOf(def.in ?? schema, known, depth);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    default:
      return fc.anything({ maxDepth: 2 });
  }
}
