import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('the embedded database under many statements at once', () => {
  it('lets the event loop turn between them, so requests are still read and answered', async () => {
    const database = await openDatabase({});
    try {
      let done = 0;
      const statements = Array.from({ length: 100 }, () => database.db.execute(sql`select 1`).then(() => done++));
      const doneAtFirstTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
      await Promise.all(statements);
      expect(done).toBe(100);
      expect(doneAtFirstTurn).toBeLessThan(100);
    } finally {
      await database.close();
    }
  });
});
