import { describe, expect, it } from 'vitest';
import { MS_PER_YEAR } from './age.ts';
import { changeFilterInfo, dependentInfoFor, quoteFilter, quoteFilterSchema } from './filter.ts';
import { messages } from './messages.ts';
import { formatUsDate } from './us-date.ts';

const aged = (age: number) => formatUsDate(new Date(Date.now() - (age + 0.5) * MS_PER_YEAR));
const form = { zip: '75201', gender: 0, tier: 'IO', dob: aged(30) };
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the quote form', () => {
  it('accepts a complete form, taking IO when no tier is chosen and gender as the text a select gives', () => {
    expect(quoteFilter.parse({ ...form, tier: undefined, gender: '1' })).toEqual({ ...form, tier: 'IO', gender: 1 });
  });

  it('asks for every field with the same message', () => {
    expect(errorsOf(quoteFilter.safeParse({ tier: 'IO' }))).toEqual([
      ['zip', messages.required],
      ['gender', messages.required],
      ['dob', messages.required],
    ]);
    expect(errorsOf(quoteFilter.safeParse({ ...form, zip: ' ', dob: '', gender: 3, tier: 'XX' }))).toEqual([
      ['zip', messages.required],
      ['gender', messages.required],
      ['tier', messages.required],
      ['dob', messages.required],
    ]);
  });

  it('words the zip rule for the landing form and for the plans filter popup', () => {
    expect(errorsOf(quoteFilter.safeParse({ ...form, zip: '7520' }))).toEqual([['zip', 'Invalid Zip code']]);
    const popup = quoteFilterSchema(messages.enterFiveDigitZip);
    expect(errorsOf(popup.safeParse({ ...form, zip: '7520a' }))).toEqual([['zip', 'Enter 5 digit zip code']]);
  });

  it('takes dates of birth as MM/DD/YYYY, real ones only', () => {
    for (const dob of ['1990-01-01', '13/01/1990', '02/30/1990', '00/10/1990', '01/32/1990']) {
      expect(errorsOf(quoteFilter.safeParse({ ...form, dob }))).toEqual([['dob', messages.invalidDate]]);
    }
  });

  it('refuses a date of birth still to come with the age rule, on the form and in a filter change', () => {
    const tomorrow = formatUsDate(new Date(Date.now() + 86_400_000));
    for (const dob of [aged(-1), tomorrow]) {
      expect(errorsOf(quoteFilter.safeParse({ ...form, dob }))).toEqual([['dob', messages.ageRange]]);
      expect(errorsOf(changeFilterInfo.input.safeParse({ tempId: 'abc', dob }))).toEqual([['dob', messages.ageRange]]);
    }
    expect(errorsOf(dependentInfoFor('IS').safeParse({ dep_dob: tomorrow }))).toEqual([['dep_dob', messages.ageRange]]);
  });

  it('takes ages 18 to 100 only, counting years of 365.25 days', () => {
    const age = 'Age must be between 18 and 100 years.';
    expect(errorsOf(quoteFilter.safeParse({ ...form, dob: aged(17) }))).toEqual([['dob', age]]);
    expect(quoteFilter.safeParse({ ...form, dob: aged(18) }).success).toBe(true);
    expect(quoteFilter.safeParse({ ...form, dob: aged(100) }).success).toBe(true);
    expect(errorsOf(quoteFilter.safeParse({ ...form, dob: aged(101) }))).toEqual([['dob', age]]);
  });

  it('drops empty values from a filter change and checks the others', () => {
    const change = changeFilterInfo.input;
    expect(change.parse({ tempId: 'abc', zip: '', dob: null, tier: 'IS', is_smoker: '1' })).toEqual({
      tempId: 'abc',
      tier: 'IS',
      is_smoker: 1,
    });
    expect(errorsOf(change.safeParse({ tempId: 'abc', zip: '123' }))).toEqual([['zip', 'Invalid Zip code']]);
    expect(errorsOf(change.safeParse({ tempId: 'abc', annual_incode: '-5', working_hours: 200 }))).toEqual([
      ['annual_incode', messages.invalidSalary],
      ['working_hours', messages.invalidHours],
    ]);
  });

  it('reads a salary as people type it, separators and dollar sign included', () => {
    const change = changeFilterInfo.input;
    expect(change.parse({ tempId: 'abc', annual_incode: '60,000' }).annual_incode).toBe(60000);
    expect(change.parse({ tempId: 'abc', annual_incode: '$1,250,000.50' }).annual_incode).toBe(1250000.5);
    expect(errorsOf(change.safeParse({ tempId: 'abc', annual_incode: '6,00' }))).toEqual([
      ['annual_incode', messages.invalidSalary],
    ]);
  });
});

describe('the dependent modal', () => {
  it("asks for the spouse's date of birth for IS and IF only", () => {
    expect(errorsOf(dependentInfoFor('IS').safeParse({}))).toEqual([['dep_dob', messages.required]]);
    expect(dependentInfoFor('IO').parse({ dep_dob: '01/01/1990', no_of_children: 3 })).toEqual({
      dep_dob: null,
      no_of_children: null,
    });
  });

  it('takes 1 to 9 children with IC and 1 to 8 with IF', () => {
    expect(dependentInfoFor('IC').parse({ no_of_children: '9' })).toEqual({ dep_dob: null, no_of_children: 9 });
    expect(errorsOf(dependentInfoFor('IC').safeParse({}))).toEqual([['no_of_children', messages.required]]);
    expect(errorsOf(dependentInfoFor('IF').safeParse({ dep_dob: aged(40), no_of_children: 9 }))).toEqual([
      ['no_of_children', 'Please choose 1 to 8 children'],
    ]);
    expect(errorsOf(dependentInfoFor('IC').safeParse({ no_of_children: 0 }))).toEqual([
      ['no_of_children', 'Please choose 1 to 9 children'],
    ]);
  });
});
