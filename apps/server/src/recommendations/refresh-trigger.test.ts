import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshTrigger } from './refresh-trigger.ts';

describe('refresh trigger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const trigger = () => {
    const send = vi.fn(async () => {});
    return { send, trigger: createRefreshTrigger({ send, windowSeconds: 30 }) };
  };

  it('sends one job for many changes while it waits, and again once it has run', () => {
    const { send, trigger: refresh } = trigger();
    for (let change = 0; change < 100; change++) refresh.changed();
    expect(send).toHaveBeenCalledTimes(1);
    refresh.running();
    refresh.changed();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends for the changes it held back when the job did not run here within two windows', () => {
    const { send, trigger: refresh } = trigger();
    refresh.changed();
    refresh.changed();
    vi.advanceTimersByTime(59_000);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing more after two windows when no change was held back', () => {
    const { send, trigger: refresh } = trigger();
    refresh.changed();
    vi.advanceTimersByTime(120_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next change when the job could not be queued', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
    const refresh = createRefreshTrigger({ send, windowSeconds: 30 });
    refresh.changed();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    refresh.changed();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
