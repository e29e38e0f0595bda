import { describe, expect, it } from 'vitest';
import { colorShades } from './color-shades.ts';

describe('colorShades', () => {
  it('keeps the brand colour as shade 6, lighter before it and darker after', () => {
    const shades = colorShades('#8a3b12');

    expect(shades).toHaveLength(10);
    expect(shades?.[6]).toBe('#8a3b12');
    expect(shades?.[0]).toMatch(/^#f/);
    expect(shades?.[9]).toBe('#4c200a');
  });

  it('accepts the short form', () => {
    expect(colorShades('#fff')?.[6]).toBe('#ffffff');
  });

  it('gives nothing for a colour it cannot read', () => {
    expect(colorShades('rgb(1, 2, 3)')).toBeUndefined();
    expect(colorShades('brown')).toBeUndefined();
  });
});
