import { formatUsDate } from '@openenroll/contract/us-date';
import { describe, expect, it } from 'vitest';
import { dependentsFormSchema, quoteFormSchema } from './quote-form-schema.ts';

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, 0, 1);
  return formatUsDate(date);
};
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the quote form rules', () => {
  const form = { zip: '75201', gender: '1', tier: 'IO', dob: '04/12/1985' };

  it('accepts a complete form', () => {
    expect(quoteFormSchema('landing').parse(form)).toEqual({ ...form, gender: 1 });
  });

  it('takes tobacco use as an answer, or as not said when left blank', () => {
    const filter = quoteFormSchema('filter');
    expect(filter.parse({ ...form, is_smoker: '0' })).toEqual({ ...form, gender: 1, is_smoker: 0 });
    expect(filter.parse({ ...form, is_smoker: '1' }).is_smoker).toBe(1);
    expect(filter.parse({ ...form, is_smoker: '' }).is_smoker).toBeUndefined();
  });

  it('says each field is required, and words a bad zip as the form it is on', () => {
    expect(messagesOf(quoteFormSchema('landing').safeParse({ zip: '', gender: '', tier: '', dob: '' }))).toEqual({
      zip: 'Field is required',
      gender: 'Field is required',
      tier: 'Field is required',
      dob: 'Field is required',
    });
    expect(messagesOf(quoteFormSchema('landing').safeParse({ ...form, zip: '123' }))).toEqual({
      zip: 'Invalid Zip code',
    });
    expect(messagesOf(quoteFormSchema('filter').safeParse({ ...form, zip: '123' }))).toEqual({
      zip: 'Enter 5 digit zip code',
    });
  });

  it('refuses ages outside 18 to 100, and dates still to come, with the age rule', () => {
    const age = 'Age must be between 18 and 100 years.';
    for (const dob of [yearsAgo(-2), yearsAgo(17), yearsAgo(102)]) {
      expect(messagesOf(quoteFormSchema('landing').safeParse({ ...form, dob }))).toEqual({ dob: age });
    }
  });

  it('asks for the dependents the tier covers', () => {
    expect(messagesOf(dependentsFormSchema('IF').safeParse({ dep_dob: '', no_of_children: '9' }))).toEqual({
      dep_dob: 'Field is required',
      no_of_children: 'Please choose 1 to 8 children',
    });
    expect(dependentsFormSchema('IC').parse({ dep_dob: '', no_of_children: '9' })).toEqual({
      dep_dob: null,
      no_of_children: 9,
    });
    expect(messagesOf(dependentsFormSchema('IS').safeParse({ dep_dob: yearsAgo(-1) }))).toEqual({
      dep_dob: 'Age must be between 18 and 100 years.',
    });
  });
});
