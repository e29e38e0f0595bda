import { describe, expect, it } from 'vitest';
import { isAppleDevice } from './device.ts';

describe('isAppleDevice', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
  const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

  it('recognises iPhones, iPads and Macs', () => {
    expect(isAppleDevice({ userAgent: iphone })).toBe(true);
    expect(isAppleDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(
      true,
    );
  });

  it('does not mistake Android or Windows for Apple', () => {
    expect(isAppleDevice({ userAgent: android, platform: 'Linux armv81' })).toBe(false);
    expect(isAppleDevice({ userAgent: windows, platform: 'Win32' })).toBe(false);
  });
});
