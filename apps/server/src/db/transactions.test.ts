import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { sites } from './schema.ts';
import { OuterHandleInTransactionError, preparedOn, whenTransactionEnds } from './transactions.ts';

describe('transactions on a database handle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('refuse the handle itself inside its own transaction, however it is queried', async () => {
    const { db } = database;
    const prepared = preparedOn(db, () => db.select().from(sites).prepare('all_sites'));
    const uses = {
      prepared: () => prepared.execute(),
      execute: () => db.execute(sql`select 1`),
      select: () => db.select().from(sites),
      relational: () => db.query.sites.findFirst(),
      transaction: () => db.transaction(async () => {}),
    };
    for (const [name, use] of Object.entries(uses)) {
      const outcome = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await use();
      });
      await expect(outcome, name).rejects.toBeInstanceOf(OuterHandleInTransactionError);
    }
    expect(await db.execute(sql`select 1 as one`)).toBeTruthy();
  });

  it('let work outside the transaction use the handle while it is open, and work it started once it ended', async () => {
    const { db } = database;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let late: Promise<unknown> = Promise.resolve();
    const open = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      late = gate.then(() => new Promise((resolve) => setTimeout(resolve, 20))).then(() => db.select().from(sites));
      await gate;
    });
    // On PGlite the outside query waits for the transaction; on PostgreSQL it runs beside it.
    const outside = db.select().from(sites);
    release();
    await open;
    await expect(outside).resolves.toBeInstanceOf(Array);
    await expect(late).resolves.toBeInstanceOf(Array);
  });

  it('tell who asked once a transaction committed or rolled back', async () => {
    const { db } = database;
    const ended: string[] = [];
    await db.transaction(async (tx) => {
      expect(whenTransactionEnds(tx, () => ended.push('committed'))).toBe(true);
      await tx.execute(sql`select 1`);
      expect(ended).toEqual([]);
    });
    expect(ended).toEqual(['committed']);
    const failed = db.transaction(async (tx) => {
      whenTransactionEnds(tx, () => ended.push('rolled back'));
      throw new Error('no');
    });
    await expect(failed).rejects.toThrow('no');
    expect(ended).toEqual(['committed', 'rolled back']);
    expect(whenTransactionEnds(db, () => ended.push('never'))).toBe(false);
  });
});
