import { describe, expect, it } from 'vitest';
import { plainAscii } from './plain-ascii.ts';

describe('plain ASCII descriptions', () => {
  it('keeps the letters of accented words and spells symbols out', () => {
    expect(plainAscii('Tomás pays $200 × 3 — “no deductible”')).toBe('Tomas pays $200 x 3 - "no deductible"');
    expect(plainAscii('Ñandú Café')).toBe('Nandu Cafe');
  });

  it('blanks what has no plain spelling, and keeps line breaks', () => {
    expect(plainAscii('a\u4e2db\nc')).toBe('a b\nc');
    expect(plainAscii(undefined)).toBe('');
  });
});
