import { describe, expect, it } from 'vitest';
import { decodeTab } from './decode-tab.ts';

describe('decodeTab', () => {
  it('reads the base64 tab of a saved cart', () => {
    expect(decodeTab('Y2FydF9pbmZv')).toBe('cart_info');
  });

  it('accepts the URL-safe alphabet and a missing padding', () => {
    expect(decodeTab(btoa('review_info').replace(/=+$/, ''))).toBe('review_info');
    expect(decodeTab('Pz8-')).toBe('??>');
  });

  it('reads anything else as nothing', () => {
    expect(decodeTab('')).toBeNull();
    expect(decodeTab('cart_info!')).toBeNull();
    expect(decodeTab('Y')).toBeNull();
    expect(decodeTab(btoa('\u0001\u0002'))).toBeNull();
  });
});
