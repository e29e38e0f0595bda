import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { TooManyAttempts } from '../errors/domain-error.ts';

export type RateRule = { limit: number; windowMs: number };
/** One count: what it counts (a client, a target, or both) and the rule it counts under. */
export type Counter = { key: string; rule: RateRule };
/** A hit that was let through: `giveBack` takes it off its counters again. */
export type Hit = { giveBack(): Promise<void> };

/** What `take` answers: a hit let through, or refused with the seconds to wait. */
export type Taken = (Hit & { refused: false }) | { refused: true; waitSeconds: number };

type Counted = { key: string; windowStart: Date };

/** Keys name client addresses and e-mail addresses: only their hash is stored. */
const storedKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counts hits per key in fixed windows kept in the database, so every server instance sees the same counts. Each hit
 * is one statement that counts and answers the new count (a new window starts inside it): of any number of parallel
 * hits, exactly `limit` per window get a count within the limit.
 */
export function createRateLimiter(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** One more hit on a counter: its count and window once this hit is in. */
  async function count(counter: Counter) {
    const current = now();
    const windowOpen = new Date(current.getTime() - counter.rule.windowMs);
    const key = storedKey(counter.key);
    const [row] = await deps.db
      .insert(rateLimits)
      .values({ key, windowStart: current, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${windowOpen} then ${current} else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    if (!row) throw new Error('The rate limit was not counted');
    return { key, ...row };
  }

  /** Uncounts hits, each only while its window lasts (a new window already started from zero). */
  async function giveBack(counted: Counted[]) {
    for (const { key, windowStart } of counted) {
      await deps.db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
    }
  }

  /**
   * Counts one hit on each counter, in order; once a counter is past its limit the hit is refused, with the seconds
   * until that counter's window ends, and given back on every counter, so a refused hit uses up nothing: a burst of
   * refused requests does not stop the ones that come after the burst. A count is then what was let through (and
   * hits still deciding), which is why every hit whose count is within the limit may pass.
   */
  async function take(counters: Counter[]): Promise<Taken> {
    const counted: Counted[] = [];
    for (const counter of counters) {
      const row = await count(counter);
      counted.push({ key: row.key, windowStart: row.windowStart });
      if (row.count > counter.rule.limit) {
        await giveBack(counted);
        const waitMs = row.windowStart.getTime() + counter.rule.windowMs - now().getTime();
        return { refused: true, waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
    }
    return { refused: false, giveBack: () => giveBack(counted) };
  }

  /** `take`, refusing with `message`. */
  async function hit(counters: Counter[], message: string): Promise<Hit> {
    const taken = await take(counters);
    if (taken.refused) throw new TooManyAttempts(message, 'rateLimited', taken.waitSeconds);
    return taken;
  }

  return {
    take,
    hit,

    /**
     * Work that sends something (an e-mail, a look-up): counted before it runs, so parallel requests cannot all pass
     * before any is counted; given back when it fails, so a refused or broken request does not use up the client.
     */
    async spend<T>(counters: Counter[], message: string, run: () => Promise<T>) {
      const taken = await hit(counters, message);
      try {
        return await run();
      } catch (error) {
        await taken.giveBack();
        throw error;
      }
    },

    /**
     * A code lookup where only wrong codes count. Counting after the lookup would let parallel guesses all pass the
     * check before any is counted; so every try takes a hit first (no more than the limit can be in flight) and a
     * try that found its code gives its hit back.
     */
    async tryCode<T>(counters: Counter[], message: string, find: () => Promise<T | undefined>) {
      const taken = await hit(counters, message);
      const found = await find();
      if (found !== undefined) await taken.giveBack();
      return found;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
