import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { TooManyAttempts } from '../errors/domain-error.ts';

export type RateRule = { limit: number; windowMs: number };

/**
 * Counts attempts per key in fixed windows kept in the database, so every server instance sees the same
 * counts. `check` refuses a key that used up its window; `record` counts one more attempt.
 */
export function createRateLimiter(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** Seconds until the key may try again: 0 while its window has attempts left. */
  async function waitSeconds(key: string, rule: RateRule, tx: Tx = deps.db): Promise<number> {
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row || row.count < rule.limit) return 0;
    const waitMs = row.windowStart.getTime() + rule.windowMs - now().getTime();
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  return {
    waitSeconds,

    /** Refuses a key that used up its window, with `message`. */
    async check(key: string, rule: RateRule, message: string, tx: Tx = deps.db) {
      const wait = await waitSeconds(key, rule, tx);
      if (wait > 0) throw new TooManyAttempts(message, 'rateLimited', wait);
    },

    async record(key: string, rule: RateRule, tx: Tx = deps.db) {
      const current = now();
      const windowOpen = new Date(current.getTime() - rule.windowMs);
      await tx
        .insert(rateLimits)
        .values({ key, windowStart: current, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then ${current} else ${rateLimits.windowStart} end`,
          },
        });
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
