import { describe, expect, it } from 'vitest';
import { homePath } from './home-path.ts';

const nobody = { referral: null, open_type: null, eprocess: null };

describe('homePath', () => {
  it('returns to the referral link first', () => {
    expect(homePath({ referral: 'mlRef 7', open_type: 'agent', eprocess: 'applicant' }, {})).toBe(
      '/referrals?rid=mlRef+7',
    );
  });

  it("goes to the store's landing page when the visitor shops in someone's store", () => {
    expect(homePath({ ...nobody, open_type: 'group', eprocess: 'group' }, {})).toBe('/');
    expect(homePath({ ...nobody, open_type: 'agent', eprocess: 'rep' }, {})).toBe('/');
  });

  it("otherwise goes to the role's home page", () => {
    expect(homePath({ ...nobody, eprocess: 'rep' }, {})).toBe('/agent-home');
    expect(homePath({ ...nobody, eprocess: 'applicant' }, {})).toBe('/member-home');
    expect(homePath({ ...nobody, eprocess: 'group' }, {})).toBe('/group-home');
  });

  it('goes to / for an anonymous visitor', () => {
    expect(homePath(nobody, {})).toBe('/');
  });

  it('follows the session over what the browser remembers, and the browser until the session is known', () => {
    expect(homePath(nobody, { referral: 'old', eprocess: 'rep' })).toBe('/');
    expect(homePath(undefined, { eprocess: 'group' })).toBe('/group-home');
  });
});
