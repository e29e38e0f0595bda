import { describe, expect, it } from 'vitest';
import { CART_TAB, resumePath, wizardPath, wizardSteps } from './steps.ts';

describe('the wizard registry', () => {
  it('has the routes of the spec', () => {
    expect(wizardSteps.map(wizardPath)).toEqual([
      '/enrollment/personal-info',
      '/enrollment/contact-info',
      '/enrollment/employer-info',
      '/enrollment/beneficiary-info',
      '/enrollment/health-questions',
      '/enrollment/dependent-information',
      '/enrollment/billing-information',
      '/enrollment/agreement-signature',
      '/enrollment/review-confirm',
    ]);
  });

  it('names each step, tab and saved tab once', () => {
    for (const key of ['tab', 'savedTab', 'slug', 'title'] as const) {
      expect(new Set(wizardSteps.map((step) => step[key])).size).toBe(wizardSteps.length);
    }
  });

  it("resumes a saved tab by the spec's mapping, the cart on /cart, and nothing else", () => {
    expect(resumePath('primary_info')).toBe('/enrollment/personal-info');
    expect(resumePath('benificiary_info')).toBe('/enrollment/beneficiary-info');
    expect(resumePath('health_info')).toBe('/enrollment/health-questions');
    expect(resumePath('aggrement_info')).toBe('/enrollment/agreement-signature');
    expect(resumePath('payment_info')).toBe('/enrollment/billing-information');
    expect(resumePath(CART_TAB)).toBe('/cart');
    expect(resumePath('beneficiary_info')).toBeUndefined();
    expect(resumePath('constructor')).toBeUndefined();
  });
});
