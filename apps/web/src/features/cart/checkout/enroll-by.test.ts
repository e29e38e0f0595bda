import { describe, expect, it } from 'vitest';
import { enrollBy } from './enroll-by.ts';

describe('enrollBy', () => {
  it('is rep for Rep Enrollment', () => {
    expect(enrollBy('rep', 'rep')).toBe('rep');
  });

  it("is the store's shopper for Member Enrollment", () => {
    expect(enrollBy('applicant', 'rep')).toBe('applicant');
    expect(enrollBy('applicant', 'applicant')).toBe('applicant');
    expect(enrollBy('applicant', 'group')).toBe('group');
    expect(enrollBy('applicant', undefined)).toBe('applicant');
  });
});
