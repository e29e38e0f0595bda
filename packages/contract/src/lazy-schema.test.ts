import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { standIn } from './lazy-schema.ts';

describe('standIn', () => {
  const made: string[] = [];
  const tier = standIn(() => {
    made.push('tier');
    return z.enum(['IO', 'IS']);
  });
  const price = standIn(() => {
    made.push('price');
    return z.object({ tier, price: z.number() });
  });
  const plan = z.object({ id: z.int(), prices: z.array(price), name: z.string().nullable() });

  it('makes a schema only when it is first read, and once', () => {
    expect(made).toEqual([]);
    expect(plan.parse({ id: 1, prices: [{ tier: 'IO', price: 2 }], name: null })).toEqual({
      id: 1,
      prices: [{ tier: 'IO', price: 2 }],
      name: null,
    });
    plan.parse({ id: 2, prices: [{ tier: 'IS', price: 3 }], name: 'Dental' });
    expect(made).toEqual(['price', 'tier']);
  });

  it('acts as the schema it stands for', () => {
    const eager = z.object({ tier: z.enum(['IO', 'IS']), price: z.number() });
    expect(price).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(price.shape)).toEqual(['tier', 'price']);
    expect(price.extend({ note: z.string() }).parse({ tier: 'IO', price: 1, note: 'x' })).toEqual({
      tier: 'IO',
      price: 1,
      note: 'x',
    });
    expect(price.pick({ price: true }).parse({ price: 4 })).toEqual({ price: 4 });
    expect(price.optional().parse(undefined)).toBeUndefined();
    expect(price.safeParse({ tier: 'XX', price: '1' }).error?.issues).toEqual(
      eager.safeParse({ tier: 'XX', price: '1' }).error?.issues,
    );
  });
});
