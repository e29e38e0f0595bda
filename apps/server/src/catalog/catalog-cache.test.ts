import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { catalogMeta } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { announceCatalogVersion, createCatalogCache } from './catalog-cache.ts';

describe('the catalog cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(catalogMeta).values({ id: 1, version: 1, importedAt: new Date(), source: 'test' });
  });
  afterAll(() => database.close());

  const bump = () =>
    database.db
      .update(catalogMeta)
      .set({ version: sql`${catalogMeta.version} + 1` })
      .where(eq(catalogMeta.id, 1));
  const counter = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };

  it('reads from memory, even inside a transaction, where a query on the handle is refused', async () => {
    const cache = createCatalogCache({ db: database.db, checkEveryMs: 0 });
    await cache.start();
    const plans = counter();
    expect(await cache.get('plans', plans.load)).toBe(1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      expect(await cache.get('plans', plans.load)).toBe(1);
    });
    expect(plans.loads()).toBe(1);
    cache.stop();
  });

  it('runs a query builder once: it queries again on each then, as a Drizzle select does', async () => {
    const cache = createCatalogCache({ db: database.db, checkEveryMs: 0 });
    await cache.start();
    let queries = 0;
    const select = (): PromiseLike<number> => ({
      // biome-ignore lint/suspicious/noThenProperty: the thenable under test, shaped like a query builder
      then: (resolve, reject) => Promise.resolve(++queries).then(resolve, reject),
    });
    expect(await cache.get('texts', select)).toBe(1);
    expect(await cache.get('texts', select)).toBe(1);
    expect(queries).toBe(1);
    cache.stop();
  });

  it('sees a new version in the background and loads again what was in use', async () => {
    const cache = createCatalogCache({ db: database.db, checkEveryMs: 20 });
    await cache.start();
    const plans = counter();
    await cache.get('plans', plans.load);
    await bump();
    await expect.poll(plans.loads, { timeout: 2000 }).toBe(2);
    expect(await cache.get('plans', plans.load)).toBe(2);
    cache.stop();
    await bump();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(plans.loads()).toBe(2);
  });

  it('moves at once to the version an import in this process announces', async () => {
    const cache = createCatalogCache({ db: database.db, checkEveryMs: 0 });
    await cache.start();
    const plans = counter();
    await cache.get('plans', plans.load);
    const [meta] = await database.db.select().from(catalogMeta);
    announceCatalogVersion(database.db, (meta?.version ?? 0) + 1);
    expect(await cache.get('plans', plans.load)).toBe(2);
    cache.stop();
    announceCatalogVersion(database.db, (meta?.version ?? 0) + 2);
    expect(await cache.get('plans', plans.load)).toBe(2);
  });
});
