import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactInfoFor } from './contact-info.ts';
import { employerInfoFor } from './employer-info.ts';
import { verifyOtp } from './otp.ts';
import { personalInfoFor } from './personal-info.ts';
import { continueEnrollment } from './resume.ts';

const asked = (...names: string[]) => names.map((field_name) => ({ field_name, required: true }));

/** The first message under each field, as the screen shows them. */
function errorsOf(schema: z.ZodType, values: unknown) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('Personal Information', () => {
  const form = personalInfoFor(
    asked('first_name', 'middle_name', 'last_name', 'marital_status', 'ssn', 'height_feet', 'height_inch', 'weight'),
  );
  const valid = {
    first_name: 'José',
    middle_name: '',
    last_name: "O'Neil-Álvarez",
    marital_status: '1',
    ssn: '123-45-6789',
    height_feet: '5',
    height_inch: '11',
    weight: '160',
  };

  it('takes real names, a real SSN and a body that exists', () => {
    expect(form.parse(valid)).toEqual({
      first_name: 'José',
      middle_name: undefined,
      last_name: "O'Neil-Álvarez",
      marital_status: '1',
      ssn: '123456789',
      height_feet: 5,
      height_inch: 11,
      weight: 160,
    });
  });

  it("says the spec's words under each field", () => {
    expect(
      errorsOf(form, {
        first_name: 'J0hn',
        last_name: '',
        ssn: '666-12-3456',
        height_feet: '0',
        height_inch: '12',
        weight: '0',
      }),
    ).toEqual({
      first_name: 'Please enter valid first name',
      last_name: 'Field is required',
      marital_status: 'Field is required',
      ssn: 'Invalid Social Security Number',
      height_feet: 'Height cannot be zero',
      height_inch: 'Inch is invalid',
      weight: 'Weight cannot be zero or less',
    });
    expect(errorsOf(form, { ...valid, ssn: '12345678' })).toEqual({ ssn: 'Invalid Social Security Number' });
  });

  it('checks only the fields the enrollment asks for', () => {
    expect(personalInfoFor(asked('first_name', 'last_name')).parse({ ...valid, ssn: 'x' })).toEqual({
      first_name: 'José',
      last_name: "O'Neil-Álvarez",
    });
  });

  it('keeps an SSN on file when the field is left out', () => {
    const names = asked('first_name', 'last_name', 'ssn');
    expect(errorsOf(personalInfoFor(names), { first_name: 'A', last_name: 'B' })).toEqual({ ssn: 'Field is required' });
    expect(personalInfoFor(names, { ssnOnFile: true }).parse({ first_name: 'A', last_name: 'B' })).toEqual({
      first_name: 'A',
      last_name: 'B',
    });
  });

  it('needs the carrier and real dates in order after prior coverage', () => {
    const prior = personalInfoFor(
      asked('prior_coverage_flag', 'prior_carrier_name', 'prior_effective_date', 'prior_term_date'),
    );
    expect(errorsOf(prior, { prior_coverage_flag: '0' })).toEqual({});
    expect(errorsOf(prior, { prior_coverage_flag: '1', prior_effective_date: '02/30/2020' })).toEqual({
      prior_carrier_name: 'Field is required',
      prior_effective_date: 'Please enter a valid date',
      prior_term_date: 'Field is required',
    });
    expect(
      errorsOf(prior, {
        prior_coverage_flag: 1,
        prior_carrier_name: 'Acme',
        prior_effective_date: '01/01/2024',
        prior_term_date: '01/01/2023',
      }),
    ).toEqual({ prior_term_date: 'The term date must come after the effective date' });
  });
});

describe('Contact Information', () => {
  const form = contactInfoFor(asked('address1', 'address2', 'city', 'state', 'zip', 'phone_number', 'email_address'));

  it("says the spec's words under each field", () => {
    expect(
      errorsOf(form, { city: 'Dallas', state: 'tx', zip: '7520', phone_number: '214-555', email_address: 'a@b' }),
    ).toEqual({
      address1: 'Field is required',
      zip: 'Enter 5 digit zip code',
      phone_number: 'Invalid phone number. Please enter a 10-digit numeric phone number',
      email_address: 'Invalid email format. Please enter a valid email',
    });
    expect(
      errorsOf(form, {
        address1: '1 Main',
        city: 'X',
        state: 'ZZ',
        zip: '75201',
        phone_number: '2145550187',
        email_address: 'a@b.co',
      }),
    ).toEqual({
      state: 'Please enter a valid state',
    });
  });

  it('upper-cases the state and keeps the digits of the phone', () => {
    expect(
      form.parse({
        address1: '1 Main St',
        city: 'Dallas',
        state: 'tx',
        zip: '75201',
        phone_number: '(214) 555-0187',
        email_address: 'ana@example.com',
      }),
    ).toMatchObject({ state: 'TX', phone_number: '2145550187' });
  });
});

describe('Employer Information', () => {
  const all = asked('name', 'employment_start_date', 'employment_status', 'holiday_policy', 'emp_num_employed');

  it('refuses a retired employee, a start too late and no holiday policy', () => {
    expect(
      errorsOf(employerInfoFor(all, '03/01/2027'), {
        name: '<script>',
        employment_start_date: '05/02/2027',
        employment_status: 'R',
        holiday_policy: { Birthday: 0 },
        emp_num_employed: '0',
      }),
    ).toEqual({
      name: 'Invalid employer information',
      employment_start_date: 'Start date should not be more than 2 months from effective date',
      employment_status: 'You cannot proceed with retired employer',
      holiday_policy: 'Select at least one holiday policy',
      emp_num_employed: 'Please enter the number of employees, counting yourself as 1',
    });
  });

  it('takes a start within two months of the effective date', () => {
    expect(
      employerInfoFor(all, '03/01/2027').parse({
        name: 'Lone Star Logistics, Inc.',
        employment_start_date: '05/01/2027',
        employment_status: 'A',
        holiday_policy: { Standard_6: true, Birthday: '0' },
        emp_num_employed: '12',
      }),
    ).toMatchObject({ holiday_policy: { Standard_6: 1, Birthday: 0 }, emp_num_employed: 12 });
  });
});

describe('codes', () => {
  it('wants six digits of a one-time code', () => {
    const base = { enrollment_id: 'e', type: 'email', contact: 'ana@example.com' };
    expect(errorsOf(verifyOtp.input, { ...base, otp: '12345' })).toEqual({
      otp: 'Please enter  6 digit OTP inorder to proceed',
    });
    expect(errorsOf(verifyOtp.input, { ...base, type: 'phone', otp: '123456' })).toEqual({
      contact: 'Invalid phone number. Please enter a 10-digit numeric phone number',
    });
  });

  it('reads an enrollment code as people type it', () => {
    expect(continueEnrollment.input.parse({ code: 'k7m2-q9xd', email: 'ana@example.com' })).toEqual({
      code: 'K7M2Q9XD',
      email: 'ana@example.com',
    });
    expect(errorsOf(continueEnrollment.input, { code: '', email: 'nope' })).toEqual({
      code: 'Field is required',
      email: 'Enter valid email address',
    });
  });
});
