import { saveEnrollment } from '@openenroll/contract/quote';
import {
  getFormFieldsContactInfo,
  saveContactInfo,
  validateMemberEmail,
} from '@openenroll/contract/wizard/contact-info';
import {
  getFormFieldsEmployerInfo,
  getGroupInfo,
  getVacationPolicy,
  saveEmployerInfo,
} from '@openenroll/contract/wizard/employer-info';
import {
  checkEnrollCode,
  getFormFieldsPersonalInfo,
  saveEnrollerCode,
  savePersonalInfo,
} from '@openenroll/contract/wizard/personal-info';
import { cancelEnrollment, checkTabRequired, getDynamicTabs, saveStepDraft } from '@openenroll/contract/wizard/tabs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollmentSteps } from '../db/schema.ts';
import { cartShopper } from '../test/cart-shopper.ts';
import { quotedVisitor } from '../test/shopper.ts';
import { statementsOf } from '../test/statements-of.ts';
import { useTestStore } from '../test/test-app.ts';
import { dataOf, visitor } from '../test/visitor.ts';
import { fieldValue, validContact, validPersonal, wizardShopper } from '../test/wizard-shopper.ts';
import { createStepStore } from '../wizard/step-store.ts';

const disability = { annual_incode: 60000, working_hours: 40 };

describe("the wizard's steps and their saves", () => {
  const store = useTestStore();

  it('asks a dental cart for Personal and Contact only, and a disability cart for employer, beneficiaries and health', async () => {
    const dental = await wizardShopper(store, ['span-dental']);
    const dentalTabs = dataOf(await dental.tabs());
    expect(
      dentalTabs.result
        .filter((tab: { required: boolean }) => tab.required)
        .map((tab: { tab_name: string }) => tab.tab_name),
    ).toEqual(['primary_info', 'contact_info', 'billing_info', 'agreement_info', 'review_info']);
    expect(dentalTabs.completed).toEqual([]);
    const dentalFields = dataOf(await dental.fields('personal-info')).result;
    expect(
      dentalFields
        .filter((field: { required: boolean }) => field.required)
        .map((field: { field_name: string }) => field.field_name),
    ).toEqual(['birthdate', 'gender', 'first_name', 'middle_name', 'last_name', 'marital_status', 'ssn']);

    const di = await wizardShopper(store, ['income-di'], disability);
    const active = dataOf(await di.tabs())
      .result.filter((tab) => tab.required)
      .map((tab) => tab.tab_name);
    expect(active).toEqual(expect.arrayContaining(['employer_info', 'beneficiary_info', 'primary_health_info']));
    const asked = dataOf(await di.fields('personal-info'))
      .result.filter((field) => field.required)
      .map((field) => field.field_name);
    expect(asked).toEqual(expect.arrayContaining(['height_feet', 'height_inch', 'weight']));
    expect((await dental.fields('employer-info')).error).toMatchObject({ statusCode: 422, errorCode: 'not-a-step' });
  });

  it('prefills who was priced, locked, and refuses to start before checkout', async () => {
    const shopper = await wizardShopper(store, ['span-dental'], { dob: '04/12/1985', gender: 1 });
    const personal = await shopper.fields('personal-info');
    expect(personal.data?.result.find((field) => field.field_name === 'birthdate')).toEqual({
      field_name: 'birthdate',
      required: true,
      read_only: true,
      value: '04/12/1985',
    });
    expect(fieldValue(personal, 'gender')).toBe(1);
    expect(fieldValue(await shopper.fields('contact-info'), 'zip')).toBe('75201');

    const early = await cartShopper(store);
    await early.add('span-dental');
    const refused = await early.browser.call(getDynamicTabs, { enrollment_id: early.enrollmentId });
    expect(refused.error).toMatchObject({ statusCode: 422, errorCode: 'checkout-first' });
  });

  it("says the spec's words under each Personal field, and keeps an SSN sealed and shown masked", async () => {
    const shopper = await wizardShopper(store, ['income-di'], disability);
    const bad = await shopper.save('personal-info', {
      first_name: 'J0hn',
      last_name: '',
      ssn: '000-12-3456',
      height_feet: '0',
      height_inch: '13',
      weight: '0',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.error?.data).toEqual([
      { target_element: 'first_name', error_message: 'Please enter valid first name' },
      { target_element: 'last_name', error_message: 'Field is required' },
      { target_element: 'marital_status', error_message: 'Field is required' },
      { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
      { target_element: 'height_feet', error_message: 'Height cannot be zero' },
      { target_element: 'height_inch', error_message: 'Inch is invalid' },
      { target_element: 'weight', error_message: 'Weight cannot be zero or less' },
    ]);
    expect(dataOf(await shopper.tabs()).completed).toEqual([]);

    const good = { ...validPersonal, height_feet: '5', height_inch: '7', weight: '150', birthdate: '01/01/1950' };
    const saved = await shopper.save('personal-info', good);
    expect(saved.data).toEqual({ completed: ['primary_info'] });
    const fields = await shopper.fields('personal-info');
    expect(fieldValue(fields, 'ssn')).toBe('***-**-6789');
    expect(fieldValue(fields, 'last_name')).toBe('Núñez');
    // The birth date the cart was priced for is kept, whatever the browser sent.
    expect(fieldValue(fields, 'birthdate')).not.toBe('01/01/1950');

    const rows = await store.db
      .select()
      .from(enrollmentSteps)
      .where(eq(enrollmentSteps.enrollmentId, shopper.enrollmentId));
    expect(JSON.stringify(rows)).not.toContain('6789');
    expect(JSON.stringify(rows)).not.toContain('Núñez');

    // The masked SSN sent back keeps the one on file; saving the same again changes nothing.
    const again = await shopper.save('personal-info', { ...good, ssn: '***-**-6789' });
    expect(again.data).toEqual({ completed: ['primary_info'] });
    const [before] = rows;
    const [after] = await store.db
      .select()
      .from(enrollmentSteps)
      .where(eq(enrollmentSteps.enrollmentId, shopper.enrollmentId));
    expect(after?.completedAt).toEqual(before?.completedAt);
    expect(fieldValue(await shopper.fields('personal-info'), 'ssn')).toBe('***-**-6789');
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reads the SSN on file only when none is typed: a first Personal save does not read its step',
    async () => {
      const shopper = await wizardShopper(store, ['span-dental']);
      const stepReads = async (values: typeof validPersonal) => {
        const sent = await statementsOf(async () =>
          expect((await shopper.save('personal-info', values)).statusCode).toBe(200),
        );
        return sent.filter((statement) => /^select .* from "enrollment_steps"/.test(statement)).length;
      };
      expect(await stepReads(validPersonal)).toBe(0);
      expect(await stepReads({ ...validPersonal, ssn: '***-**-6789' })).toBe(1);
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "checks Contact's e-mail and phone against members and one-time codes in one statement a turn",
    async () => {
      const shopper = await wizardShopper(store, ['span-dental']);
      const other = await wizardShopper(store, ['span-dental']);
      for (const each of [shopper, other]) dataOf(await each.save('personal-info', validPersonal));
      const checks = (sent: string[]) => sent.filter((statement) => /"members"|"verified_contacts"/.test(statement));
      const sent = await statementsOf(async () =>
        expect((await shopper.save('contact-info', validContact)).statusCode).toBe(200),
      );
      expect(checks(sent)).toHaveLength(1);
      // Two saves at once share the statement.
      const together = await statementsOf(async () => {
        const saved = await Promise.all(
          [shopper, other].map((each) => each.save('contact-info', { ...validContact, city: 'Plano' })),
        );
        expect(saved.map((answer) => answer.statusCode)).toEqual([200, 200]);
      });
      expect(checks(together)).toHaveLength(1);
    },
  );

  it('asks an enroller code where the site makes it mandatory, and checks it', async () => {
    const alpha = visitor(store.app, 'alpha.test');
    const quoted = await quotedVisitor(store.app, {}, alpha);
    const shopper = await wizardShopper(store, ['smile'], {}, quoted.browser);
    // A new visitor was quoted again by the helper: use its own enrollment.
    const check = await shopper.call(checkEnrollCode, {});
    expect(check.data).toEqual({ show_enroll_code: { status: true }, is_optional: false, enroller_code: null });
    const missing = await shopper.save('personal-info', validPersonal);
    expect(missing.error?.data).toEqual([{ target_element: 'enroller_code', error_message: 'Field is required' }]);
    const wrong = await shopper.call(saveEnrollerCode, { enrollerCode: 'NOPE1' });
    expect(wrong.error?.data).toEqual([{ target_element: 'enroller_code', error_message: 'Invalid enroller code' }]);
    const right = await shopper.call(saveEnrollerCode, { enrollerCode: 'ann100' });
    expect(right.data).toEqual({ enroller_code: 'ANN100', name: expect.any(String) });
    expect((await shopper.save('personal-info', validPersonal)).statusCode).toBe(200);
  });

  it('keeps drafts by revision, never an SSN, and shows them before the saved answers', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    const draft = (revision: number, data: Record<string, string>) =>
      shopper.call(saveStepDraft, { tab_name: 'contact_info', revision, data });
    expect((await draft(2, { city: 'Austin', address1: '1 Oak' })).data?.revision).toBe(2);
    expect((await draft(1, { city: 'Waco' })).data?.revision).toBe(2);
    await shopper.call(saveStepDraft, {
      tab_name: 'primary_info',
      revision: 1,
      data: { first_name: 'Ana', ssn: '123456789' },
    });
    const contact = await shopper.fields('contact-info');
    expect(fieldValue(contact, 'city')).toBe('Austin');
    expect(contact.data?.draft_revision).toBe(2);
    const personal = await shopper.fields('personal-info');
    expect(fieldValue(personal, 'first_name')).toBe('Ana');
    expect(fieldValue(personal, 'ssn')).toBeNull();
  });

  it('writes the drafts of one turn in one statement, the newest of each step, a failing one alone refused', async () => {
    const ana = await wizardShopper(store, ['span-dental']);
    const bo = await wizardShopper(store, ['span-dental']);
    const steps = createStepStore({ db: store.db, cipher: store.cipher });
    const inserts = (sent: string[]) =>
      sent.filter((statement) => statement.startsWith('insert into "enrollment_steps"'));
    const together = await statementsOf(async () => {
      const kept = await Promise.all([
        steps.saveDraft(ana.enrollmentId, 'contact_info', 3, { city: 'Austin' }),
        steps.saveDraft(ana.enrollmentId, 'contact_info', 5, { city: 'Waco' }),
        steps.saveDraft(bo.enrollmentId, 'contact_info', 1, { city: 'Dallas' }),
      ]);
      expect(kept.map((draft) => draft.revision)).toEqual([5, 5, 1]);
    });
    if (process.env.TEST_DATABASE_URL) expect(inserts(together)).toHaveLength(1);
    expect(fieldValue(await ana.fields('contact-info'), 'city')).toBe('Waco');
    expect(fieldValue(await bo.fields('contact-info'), 'city')).toBe('Dallas');

    // An enrollment gone meanwhile fails the statement: sent again one by one, only its own draft is refused.
    const apart = await statementsOf(async () => {
      const kept = await Promise.allSettled([
        steps.saveDraft(ana.enrollmentId, 'contact_info', 6, { city: 'Tyler' }),
        steps.saveDraft('no-such-enrollment', 'contact_info', 1, { city: 'Nowhere' }),
        steps.saveDraft(bo.enrollmentId, 'contact_info', 2, { city: 'Plano' }),
      ]);
      expect(kept.map((result) => (result.status === 'fulfilled' ? result.value.revision : 'refused'))).toEqual([
        6,
        'refused',
        2,
      ]);
    });
    if (process.env.TEST_DATABASE_URL) expect(inserts(apart)).toHaveLength(4);
    expect(fieldValue(await bo.fields('contact-info'), 'city')).toBe('Plano');
  });

  it('keeps the answers of one turn in one statement, a replayed save once, each told its completed steps', async () => {
    const ana = await wizardShopper(store, ['span-dental']);
    const bo = await wizardShopper(store, ['span-dental']);
    const steps = createStepStore({ db: store.db, cipher: store.cipher });
    await steps.saveAnswers(ana.enrollmentId, 'primary_info', { first_name: 'Ana' });
    const sent = await statementsOf(async () => {
      const done = await Promise.all([
        steps.saveAnswers(ana.enrollmentId, 'contact_info', { city: 'Austin' }),
        steps.saveAnswers(ana.enrollmentId, 'contact_info', { city: 'Waco' }),
        steps.saveAnswers(bo.enrollmentId, 'contact_info', { city: 'Dallas' }),
      ]);
      expect(done).toEqual([['contact_info', 'primary_info'], ['contact_info', 'primary_info'], ['contact_info']]);
    });
    if (process.env.TEST_DATABASE_URL) expect(sent.filter((text) => text.includes('insert into'))).toHaveLength(1);
    expect((await steps.read(ana.enrollmentId, 'contact_info'))?.answers).toEqual({ city: 'Waco' });
    expect((await steps.read(bo.enrollmentId, 'contact_info'))?.answers).toEqual({ city: 'Dallas' });

    // An enrollment gone meanwhile fails the statement: sent again one by one, only its own save is refused.
    const kept = await Promise.allSettled([
      steps.saveAnswers(ana.enrollmentId, 'contact_info', { city: 'Tyler' }),
      steps.saveAnswers('no-such-enrollment', 'contact_info', { city: 'Nowhere' }),
    ]);
    expect(kept.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect((await steps.read(ana.enrollmentId, 'contact_info'))?.answers).toEqual({ city: 'Tyler' });
  });

  it('saves Contact with its checks: taken and doubted addresses, upper-cased state', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    const taken = await shopper.save('contact-info', { ...validContact, email_address: 'Abel@Example.com' });
    expect(taken.error?.data).toEqual([{ target_element: 'email_address', error_message: 'Email Already Exists.' }]);
    const doubted = await shopper.save('contact-info', {
      ...validContact,
      email_address: 'someone@mailinator.com',
      phone_number: '1234567890',
      skip_validation_email: 1,
    });
    expect(doubted.error?.data).toEqual([
      {
        target_element: 'email_address',
        error_message: 'Invalid email format. Please enter a valid email',
        is_valid: false,
      },
      {
        target_element: 'phone_number',
        error_message: 'Invalid phone number. Please enter a 10-digit numeric phone number',
        is_valid: false,
      },
    ]);
    // A representative may skip the checks the store doubts; the applicant above could not.
    const session = await store.sessions.findByHash((await store.enrollments.find(shopper.enrollmentId)).sessionHash);
    if (session) await store.sessions.update(session, { repAuthenticated: true });
    const skipped = await shopper.save('contact-info', {
      ...validContact,
      email_address: 'someone@mailinator.com',
      skip_validation_email: 1,
    });
    expect(skipped.data?.completed).toEqual(['contact_info']);
    const saved = await shopper.save('contact-info', { ...validContact, state: 'tx' });
    expect(saved.data?.completed).toEqual(['contact_info']);
    expect(fieldValue(await shopper.fields('contact-info'), 'state')).toBe('TX');
  });

  it('saves Employer with its rules', async () => {
    const shopper = await wizardShopper(store, ['income-di'], disability);
    const bad = await shopper.save('employer-info', {
      name: 'Acme Hauling',
      phone: '2145550123',
      address1: '9 Dock Rd',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      occupation: 'Driver',
      employment_status: 'R',
      average_work_week: '40',
      compensation_type: 'G20',
      employment_start_date: '01/01/2099',
      holiday_policy: { Birthday: 0 },
    });
    expect(bad.error?.data).toEqual([
      {
        target_element: 'employment_start_date',
        error_message: 'Start date should not be more than 2 months from effective date',
      },
      { target_element: 'employment_status', error_message: 'You cannot proceed with retired employer' },
      { target_element: 'holiday_policy', error_message: 'Select at least one holiday policy' },
    ]);
    const skipped = await shopper.save('employer-info', { skip: true });
    expect(skipped.error).toMatchObject({ statusCode: 422, errorCode: 'no-skip' });
    const saved = await shopper.save('employer-info', {
      name: 'Acme Hauling',
      phone: '2145550123',
      address1: '9 Dock Rd',
      city: 'Dallas',
      state: 'TX',
      zip: '75201',
      occupation: 'Driver',
      employment_status: 'A',
      average_work_week: '40',
      compensation_type: 'G20',
      employment_start_date: '01/15/2020',
      holiday_policy: { Birthday: 1 },
    });
    expect(saved.data?.completed).toEqual(['employer_info']);
    expect(fieldValue(await shopper.fields('employer-info'), 'holiday_policy')).toEqual({ Birthday: 1 });
  });

  it("answers another visitor's enrollment as not found on every call", async () => {
    const owner = await wizardShopper(store, ['span-dental']);
    const other = visitor(store.app, 'gamma.test');
    await quotedVisitor(store.app, {}, other);
    const enrollment_id = owner.enrollmentId;
    const calls = [
      other.call(getDynamicTabs, { enrollment_id }),
      other.call(checkTabRequired, { enrollment_id, tab_name: 'contact_info' }),
      other.call(getFormFieldsPersonalInfo, { enrollment_id }),
      other.call(getFormFieldsContactInfo, { enrollment_id }),
      other.call(getFormFieldsEmployerInfo, { enrollment_id }),
      other.call(checkEnrollCode, { enrollment_id }),
      other.call(getGroupInfo, { enrollment_id }),
      other.call(getVacationPolicy, { enrollment_id }),
      other.call(savePersonalInfo, { enrollment_id, ...validPersonal }),
      other.call(saveContactInfo, { enrollment_id, ...validContact }),
      other.call(saveEmployerInfo, { enrollment_id, skip: true }),
      other.call(saveStepDraft, { enrollment_id, tab_name: 'primary_info', revision: 9, data: {} }),
      other.call(saveEnrollerCode, { enrollment_id, enrollerCode: 'ANN100' }),
      other.call(cancelEnrollment, { enrollment_id }),
      other.call(saveEnrollment, { enrollment_id, tab: 'primary_info', email: 'x@example.com' }),
      other.call(validateMemberEmail, { enrollment_id, email: 'x@example.com' }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.statusCode).toBe(404);
    expect((await owner.tabs()).statusCode).toBe(200);
  });

  it('gives the enrollment up on Cancel Enrollment', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    await shopper.save('personal-info', validPersonal);
    const cancelled = await shopper.call(cancelEnrollment, {});
    expect(cancelled.data).toEqual({ result: true });
    expect((await shopper.tabs()).statusCode).toBe(404);
    const rows = await store.db
      .select()
      .from(enrollmentSteps)
      .where(eq(enrollmentSteps.enrollmentId, shopper.enrollmentId));
    expect(rows).toEqual([]);
  });
});
