import { describe, expect, it } from 'vitest';
import { TooManyAttempts } from '../errors/domain-error.ts';
import { useTestStore } from '../test/test-app.ts';
import { createRateLimiter } from './rate-limiter.ts';

describe('the rate limiter', () => {
  const store = useTestStore();
  let clock = new Date('2026-03-01T12:00:00Z');
  const rule = { limit: 3, windowMs: 60_000 };

  it('refuses a key after its limit within the window, and lets it try again once the window passed', async () => {
    const limiter = createRateLimiter({ db: store.db, now: () => clock });
    for (let attempt = 0; attempt < 3; attempt++) {
      await limiter.check('k', rule, 'wait');
      await limiter.record('k', rule);
    }
    const refused = limiter.check('k', rule, 'wait');
    await expect(refused).rejects.toBeInstanceOf(TooManyAttempts);
    await expect(refused).rejects.toMatchObject({ message: 'wait', code: 'rateLimited', retryAfterSeconds: 60 });
    await expect(limiter.check('other', rule, 'wait')).resolves.toBeUndefined();
    clock = new Date(clock.getTime() + 61_000);
    await expect(limiter.check('k', rule, 'wait')).resolves.toBeUndefined();
    await limiter.record('k', rule);
    await expect(limiter.check('k', rule, 'wait')).resolves.toBeUndefined();
  });
});
