import { describe, expect, it } from 'vitest';
import { contactInfoFor } from './contact-info.ts';
import { personalInfoFor } from './personal-info.ts';

const field = (field_name: string, required = true) => ({ field_name, required });

describe('a form per set of asked fields', () => {
  it('is built once for the same asked fields, whatever the fields not asked', () => {
    const asked = [field('first_name'), field('last_name')];
    expect(personalInfoFor(asked)).toBe(personalInfoFor([...asked, field('ssn', false)]));
    expect(contactInfoFor([field('email_address')])).toBe(contactInfoFor([field('email_address')]));
  });

  it('is another form when the asked fields or the options differ, and checks what each asks', () => {
    const names = [field('first_name')];
    const both = [...names, field('last_name')];
    expect(personalInfoFor(names)).not.toBe(personalInfoFor(both));
    expect(personalInfoFor(both)).not.toBe(personalInfoFor(both, { ssnOnFile: true }));
    expect(personalInfoFor(names).safeParse({ first_name: 'Rosa' }).success).toBe(true);
    expect(personalInfoFor(both).safeParse({ first_name: 'Rosa' }).success).toBe(false);
  });
});
