import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { TooManyAttempts } from '../errors/domain-error.ts';
import { useTestStore } from '../test/test-app.ts';
import { createRateLimiter } from './rate-limiter.ts';

describe('the rate limiter', () => {
  const store = useTestStore();
  let clock = new Date('2026-03-01T12:00:00Z');
  const rule = { limit: 3, windowMs: 60_000 };
  const limiterAt = () => createRateLimiter({ db: store.db, now: () => clock });
  const outcomes = (settled: PromiseSettledResult<unknown>[]) => ({
    passed: settled.filter((each) => each.status === 'fulfilled').length,
    refused: settled.filter((each) => each.status === 'rejected' && each.reason instanceof TooManyAttempts).length,
  });

  it('refuses a key after its limit within the window, and lets it try again once the window passed', async () => {
    const limiter = limiterAt();
    const counters = [{ key: 'k', rule }];
    for (let attempt = 0; attempt < 3; attempt++) await limiter.hit(counters, 'wait');
    const refused = limiter.hit(counters, 'wait');
    await expect(refused).rejects.toBeInstanceOf(TooManyAttempts);
    await expect(refused).rejects.toMatchObject({ message: 'wait', code: 'rateLimited', retryAfterSeconds: 60 });
    await expect(limiter.hit([{ key: 'other', rule }], 'wait')).resolves.toBeDefined();
    clock = new Date(clock.getTime() + 61_000);
    for (let attempt = 0; attempt < 3; attempt++) await limiter.hit(counters, 'wait');
    await expect(limiter.hit(counters, 'wait')).rejects.toBeInstanceOf(TooManyAttempts);
  });

  it('lets exactly the limit through of 100 parallel hits', async () => {
    const limiter = limiterAt();
    const counters = [{ key: 'parallel', rule: { limit: 7, windowMs: 60_000 } }];
    const settled = await Promise.allSettled(Array.from({ length: 100 }, () => limiter.hit(counters, 'wait')));
    expect(outcomes(settled)).toEqual({ passed: 7, refused: 93 });
  });

  it('looks up no more than the limit of 100 parallel wrong codes, and right codes do not count', async () => {
    const limiter = limiterAt();
    const counters = [{ key: 'guesser', rule: { limit: 8, windowMs: 60_000 } }];
    let lookedUp = 0;
    const guess = () =>
      limiter.tryCode(counters, 'wait', async () => {
        lookedUp++;
        return undefined;
      });
    const right = () => limiter.tryCode(counters, 'wait', async () => 'found');
    for (let attempt = 0; attempt < 20; attempt++) expect(await right()).toBe('found');
    const settled = await Promise.allSettled(Array.from({ length: 100 }, guess));
    expect(outcomes(settled)).toEqual({ passed: 8, refused: 92 });
    expect(lookedUp).toBe(8);
    // The guesser's own right code waits too: else the lockout would not stop guessing.
    await expect(right()).rejects.toBeInstanceOf(TooManyAttempts);
  });

  it('gives back the counters before the one that refused, and what failed to be sent', async () => {
    const limiter = limiterAt();
    const mine = { key: 'client:owner', rule: { limit: 5, windowMs: 60_000 } };
    const owners = { key: 'owner', rule: { limit: 1, windowMs: 60_000 } };
    await limiter.hit([owners], 'wait');
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(limiter.hit([mine, owners], 'wait')).rejects.toBeInstanceOf(TooManyAttempts);
    }
    const failing = limiter.spend([{ key: 'sender', rule: { limit: 1, windowMs: 60_000 } }], 'wait', async () => {
      throw new Error('outbox down');
    });
    await expect(failing).rejects.toThrow('outbox down');
    for (let attempt = 0; attempt < 5; attempt++) await limiter.hit([mine], 'wait');
    await expect(limiter.hit([mine], 'wait')).rejects.toBeInstanceOf(TooManyAttempts);
    const sent = limiter.spend([{ key: 'sender', rule: { limit: 1, windowMs: 60_000 } }], 'wait', async () => 1);
    await expect(sent).resolves.toBe(1);
  });

  it('stores only a hash of what it counts', async () => {
    await limiterAt().hit([{ key: 'codes:203.0.113.9', rule }], 'wait');
    expect(JSON.stringify(await store.db.select().from(rateLimits))).not.toContain('203.0.113.9');
  });
});
