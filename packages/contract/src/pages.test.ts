import { describe, expect, it } from 'vitest';
import { pagePatternOf } from './pages.ts';

describe('the store pages an address names', () => {
  it('names each page by its pattern, literal pages before a landing name', () => {
    expect(pagePatternOf('/')).toBe('/');
    expect(pagePatternOf('/plans')).toBe('/plans');
    expect(pagePatternOf('/plan/12/dental-plus')).toBe('/plan/:planId/:planName');
    expect(pagePatternOf('/enrollment/personal-info')).toBe('/enrollment/personal-info');
    expect(pagePatternOf('/continue-enrollment')).toBe('/continue-enrollment');
    expect(pagePatternOf('/pqs-direct-continue/abc/def')).toBe('/pqs-direct-continue/:id/:tab');
    expect(pagePatternOf('/acme-landing')).toBe('/:landing');
  });

  it('matches as the browser router does: any letter case, a trailing slash, an optional last segment', () => {
    expect(pagePatternOf('/Plans/')).toBe('/plans');
    expect(pagePatternOf('/member-benefit-store/abc')).toBe('/member-benefit-store/:id/:tier?');
    expect(pagePatternOf('/member-benefit-store/abc/family')).toBe('/member-benefit-store/:id/:tier?');
  });

  it('names no page for other addresses, nor for the not-found page itself', () => {
    for (const path of ['/foo/bar/baz', '/plan/12', '/enrollment/nowhere', '/cart/extra', '/404', '/plans/x/y'])
      expect(pagePatternOf(path), path).toBeUndefined();
  });
});
