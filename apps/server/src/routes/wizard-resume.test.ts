import { directContinue, saveEnrollment } from '@openenroll/contract/quote';
import { getFormFieldsContactInfo } from '@openenroll/contract/wizard/contact-info';
import { getFormFieldsPersonalInfo } from '@openenroll/contract/wizard/personal-info';
import { continueEnrollment } from '@openenroll/contract/wizard/resume';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments, savedEnrollments } from '../db/schema.ts';
import { mailTo } from '../test/mail.ts';
import { useTestStore } from '../test/test-app.ts';
import { visitor } from '../test/visitor.ts';
import { fieldValue, validPersonal, wizardShopper } from '../test/wizard-shopper.ts';

const DAY = 86_400_000;

describe('Save & Continue Later, and coming back', () => {
  let today = new Date('2030-01-15T12:00:00Z');
  const store = useTestStore({ now: () => today });

  /** The code and link of the newest saved-enrollment e-mail to an address, as its owner reads them. */
  async function mailed(to: string, kind = 'saved-enrollment') {
    await store.jobs.drain('send-mail');
    const [message] = await mailTo(store.db, to, kind);
    const code = /code: ([A-Z0-9]{4})-([A-Z0-9]{4})/.exec(message?.text ?? '');
    const link = /\/direct-continue\/([\w-]+)\/([\w=]+)/.exec(message?.text ?? '');
    return {
      subject: message?.subject,
      code: code ? `${code[1]}${code[2]}` : '',
      token: link?.[1] ?? '',
      tab: link?.[2] ?? '',
    };
  }

  async function savedShopper(email: string) {
    const shopper = await wizardShopper(store, ['span-dental']);
    await shopper.save('personal-info', validPersonal);
    const saved = await shopper.call(saveEnrollment, {
      tab: 'contact_info',
      email,
      data: { address1: '7 Elm St', city: 'Plano' },
    });
    return { shopper, saved };
  }

  it('e-mails a code; another browser continues with it and the address, at the saved step with its values', async () => {
    const { shopper, saved } = await savedShopper('ana.saves@example.com');
    expect(saved.data?.result).toEqual({
      email: 'ana.saves@example.com',
      expires_at: new Date(today.getTime() + 60 * DAY).toISOString(),
    });
    const mail = await mailed('ana.saves@example.com');
    expect(mail.subject).toBe('Your saved enrollment with Gamma Shop');
    expect(Buffer.from(mail.tab, 'base64').toString()).toBe('contact_info');

    const elsewhere = visitor(store.app, 'gamma.test');
    const wrong = await elsewhere.call(continueEnrollment, { code: 'ABCD2345', email: 'ana.saves@example.com' });
    expect(wrong.error?.data).toEqual([
      { target_element: 'code', error_message: 'This code and e-mail address do not match a saved enrollment.' },
    ]);
    const otherAddress = await elsewhere.call(continueEnrollment, { code: mail.code, email: 'someone@example.com' });
    expect(otherAddress.statusCode).toBe(422);

    const resumed = await elsewhere.call(continueEnrollment, {
      code: mail.code.toLowerCase(),
      email: 'Ana.Saves@example.com',
    });
    expect(resumed.data).toMatchObject({
      enrollment_id: shopper.enrollmentId,
      saved_tab: 'contact_info',
      needs_code: false,
    });
    const enrollment_id = shopper.enrollmentId;
    const contact = await elsewhere.call(getFormFieldsContactInfo, { enrollment_id });
    expect(fieldValue(contact, 'city')).toBe('Plano');
    const personal = await elsewhere.call(getFormFieldsPersonalInfo, { enrollment_id });
    expect(fieldValue(personal, 'first_name')).toBe('Ana');
    expect(fieldValue(personal, 'ssn')).toBe('***-**-6789');
  });

  it("opens the e-mailed link only on its own site, and asks for the code before a step's data", async () => {
    await savedShopper('link.saves@example.com');
    const { token, tab } = await mailed('link.saves@example.com');
    const opened = await visitor(store.app, 'gamma.test').call(directContinue, { id: token });
    expect(opened.data).toMatchObject({ saved_tab: 'contact_info', needs_code: true });
    expect(tab).not.toBe('');
    expect((await visitor(store.app, 'alpha.test').call(directContinue, { id: token })).statusCode).toBe(404);
    expect((await visitor(store.app, 'gamma.test').call(directContinue, { id: 'x'.repeat(43) })).statusCode).toBe(404);
  });

  it("refuses a bad alternate address with the dialog's words", async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    const refused = await shopper.call(saveEnrollment, {
      tab: 'primary_info',
      email: 'not-an-address',
    });
    expect(refused.error?.data).toEqual([{ target_element: 'email', error_message: 'Enter valid email address' }]);
  });

  it('reminds a week before and deletes the enrollment when the save expires, unless saved again', async () => {
    const { shopper } = await savedShopper('late.saves@example.com');
    today = new Date(today.getTime() + 53 * DAY);
    await store.jobs.drain('saved-enrollment-reminder');
    expect((await mailed('late.saves@example.com', 'saved-enrollment-reminder')).subject).toBe(
      'Reminder: your saved enrollment with Gamma Shop',
    );
    today = new Date(today.getTime() + 7 * DAY);
    await store.jobs.drain('saved-enrollment-expiry');
    expect(await store.db.select().from(enrollments).where(eq(enrollments.id, shopper.enrollmentId))).toEqual([]);
    expect(
      await store.db.select().from(savedEnrollments).where(eq(savedEnrollments.enrollmentId, shopper.enrollmentId)),
    ).toEqual([]);
  });
});
