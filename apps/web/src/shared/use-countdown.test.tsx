import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSeconds, useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a 120 s resend wait down once a second and stops at 0', () => {
    const until = Date.now() + 120_000;
    const { result } = renderHook(() => useCountdown(until));
    expect(result.current).toBe(120);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(119);
    act(() => vi.advanceTimersByTime(24_500));
    expect(result.current).toBe(95);
    act(() => vi.advanceTimersByTime(200_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 without a deadline, and starts again from a new one', () => {
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), {
      initialProps: { until: undefined as number | undefined },
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    rerender({ until: Date.now() + 30_000 });
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(20);
  });

  it('stops ticking when the component goes away', () => {
    const until = Date.now() + 60_000;
    const { unmount } = renderHook(() => useCountdown(until));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('formatSeconds', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatSeconds(120)).toBe('2:00');
    expect(formatSeconds(95)).toBe('1:35');
    expect(formatSeconds(9)).toBe('0:09');
  });
});
