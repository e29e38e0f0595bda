import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestStore } from '../test/test-app.ts';
import { createReadiness } from './readiness.ts';

/** For the load balancer: ready while the database answers, holds this build's migrations, and no close began. */
describe('/readyz', () => {
  const store = useTestStore();
  const readyz = () => store.app.inject({ url: '/readyz' });

  it('is ready on a database migrated to this build', async () => {
    const answer = await readyz();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration of this build is missing, or the database holds a newer build', async () => {
    const last = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await store.db.execute(
        sql`select hash, created_at from drizzle.__drizzle_migrations where created_at = ${last}`,
      )) as unknown as {
        rows: { hash: string; created_at: string }[];
      }
    ).rows;
    await store.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last}`);
    const missing = await readyz();
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({
      status: 'unavailable',
      reason: 'The database lacks migrations this build needs.',
    });

    await store.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${row?.created_at}), ('newer', ${Date.now() + 86_400_000})`,
    );
    const ahead = await readyz();
    expect(ahead.statusCode).toBe(503);
    expect(ahead.json().reason).toBe('The database holds migrations of a newer build.');

    await store.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    expect((await readyz()).statusCode).toBe(200);
  });

  it('is not ready on a database never migrated', async () => {
    await store.db.execute(sql`drop schema drizzle cascade`);
    const answer = await readyz();
    expect(answer.statusCode).toBe(503);
    expect(answer.json().reason).toBe('The database lacks migrations this build needs.');
  });
});

describe('readiness while closing', () => {
  const store = useTestStore();

  it('turns unavailable once the app begins to close (app.ts calls this from its preClose hook)', async () => {
    const readiness = createReadiness({ db: store.db });
    expect(await readiness.check()).toEqual({ ready: true });
    readiness.closing();
    expect(await readiness.check()).toEqual({ ready: false, reason: 'The server is shutting down.' });
  });
});
