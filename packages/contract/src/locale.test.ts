import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locale.ts';

describe('negotiateLocale', () => {
  it('takes the best-ranked language the store speaks', () => {
    expect(negotiateLocale('es')).toBe('es');
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale('fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(negotiateLocale('en-US,en;q=0.9')).toBe('en');
  });

  it('has no answer for languages it does not speak, refused ones, or none', () => {
    expect(negotiateLocale('fr, de;q=0.8')).toBeUndefined();
    expect(negotiateLocale('es;q=0, fr')).toBeUndefined();
    expect(negotiateLocale('')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
  });
});
