import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../catalog/import-catalog.ts';
import { historyCartPlans, historyCarts } from '../db/schema.ts';
import { cartShopper } from '../test/cart-shopper.ts';
import { useTestStore } from '../test/test-app.ts';

const demoCatalogDir = fileURLToPath(new URL('../../../../catalog', import.meta.url));

describe("the demo catalog's history", () => {
  const store = useTestStore({ catalogDir: demoCatalogDir });

  const size = async () => ({
    carts: (await store.db.select({ n: count() }).from(historyCarts))[0]?.n,
    lines: (await store.db.select({ n: count() }).from(historyCartPlans))[0]?.n,
  });

  it('holds thousands of past carts, the same at every import', async () => {
    const first = await size();
    expect(first.carts).toBeGreaterThan(5000);
    await importCatalog({ db: store.db, cipher: store.cipher }, demoCatalogDir);
    expect(await size()).toEqual(first);
  });

  it('offers vision after preventive dental, as its shoppers did', async () => {
    const shopper = await cartShopper(store, { zip: '75201' });
    expect((await shopper.add('brightsmile-preventive')).statusCode).toBe(200);
    const { body } = await shopper.browser.get(`recommendation/association?${shopper.q}`);
    expect(body.data.recs[0]).toMatchObject({
      plan_name: 'ClearView Vision Plus',
      reason: 'Often added with BrightSmile Preventive Dental',
    });
  });
});
