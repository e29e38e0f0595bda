import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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

describe('the contract in the browser', () => {
  it('makes no schema as its modules are evaluated', async () => {
    vi.resetModules();
    vi.stubGlobal('document', {});
    // Every Zod schema, as it is made, adds its kinds to a Set of its own, '$ZodType' among them.
    const add = Set.prototype.add;
    let made = 0;
    vi.spyOn(Set.prototype, 'add').mockImplementation(function (this: Set<unknown>, value) {
      if (value === '$ZodType') made++;
      return add.call(this, value);
    });
    // Only the server imports step-fields.ts, which lists the step forms' fields as it is evaluated.
    const modules = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
      (path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && path !== join('wizard', 'step-fields.ts'),
    );
    try {
      for (const path of modules) {
        await import(`./${path}`);
        expect({ path, made }).toEqual({ path, made: 0 });
      }
      expect(modules.length).toBeGreaterThan(50);
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });
});
