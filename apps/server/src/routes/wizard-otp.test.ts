import { sendOtp, verifyOtp } from '@openenroll/contract/wizard/otp';
import { describe, expect, it } from 'vitest';
import { mailTo } from '../test/mail.ts';
import { useTestStore } from '../test/test-app.ts';
import { validContact, wizardShopper } from '../test/wizard-shopper.ts';

describe('one-time codes that prove an e-mail address or a phone', () => {
  let today = new Date('2030-01-15T12:00:00Z');
  const store = useTestStore({ now: () => today });

  /** The code in the newest message to a contact, e-mail or text. */
  async function codeSentTo(to: string, kind: string) {
    await store.jobs.drain('send-mail');
    const [message] = await mailTo(store.db, to, kind);
    return {
      code: /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '',
      channel: message?.channel,
      status: message?.status,
    };
  }

  it('lets a doubted e-mail address through once its code is confirmed', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    const contact = { ...validContact, email_address: 'Person@Mailinator.com' };
    expect((await shopper.save('contact-info', contact)).error?.data[0]).toMatchObject({ is_valid: false });

    const email = { type: 'email' as const, contact: contact.email_address };
    expect((await shopper.call(sendOtp, email)).data).toEqual({ resend_in: 120, expires_in: 600 });
    const again = await shopper.call(sendOtp, email);
    expect(again.error).toMatchObject({ statusCode: 429, errorCode: 'resendTooSoon' });
    const { code, channel } = await codeSentTo('person@mailinator.com', 'enrollment-email-code');
    expect(channel).toBe('email');

    const wrong = await shopper.call(verifyOtp, { ...email, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.error?.data).toEqual([
      { target_element: 'otp', error_message: 'This code is not correct. Please check it and try again.' },
    ]);
    const badFormat = await shopper.call(verifyOtp, { ...email, otp: '12' } as never);
    expect(badFormat.error?.data).toEqual([
      { target_element: 'otp', error_message: 'Please enter  6 digit OTP inorder to proceed' },
    ]);
    expect((await shopper.call(verifyOtp, { ...email, otp: code })).data).toEqual({
      verified: true,
      contact: 'person@mailinator.com',
    });
    expect((await shopper.save('contact-info', contact)).data?.completed).toEqual(['contact_info']);
  });

  it('texts a phone its code through the outbox, and voids a code after 5 wrong tries', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    const phone = { type: 'phone' as const, contact: '(123) 456-7890' };
    expect((await shopper.call(sendOtp, phone)).statusCode).toBe(200);
    const { code, channel, status } = await codeSentTo('1234567890', 'enrollment-phone-code');
    expect(channel).toBe('sms');
    expect(status).toBe('sent');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await shopper.call(verifyOtp, { ...phone, otp: wrongCode });
    const afterFive = await shopper.call(verifyOtp, { ...phone, otp: code });
    expect(afterFive.error?.data).toEqual([
      { target_element: 'otp', error_message: 'Too many wrong codes. Please ask for a new code.' },
    ]);
    const doubted = await shopper.save('contact-info', { ...validContact, phone_number: phone.contact });
    expect(doubted.error?.data[0]).toMatchObject({ target_element: 'phone_number', is_valid: false });
  });

  it('lets a code expire after 10 minutes, and a new one be sent after 120 seconds', async () => {
    const shopper = await wizardShopper(store, ['span-dental']);
    const email = { type: 'email' as const, contact: 'late@example.com' };
    await shopper.call(sendOtp, email);
    const { code } = await codeSentTo('late@example.com', 'enrollment-email-code');
    today = new Date(today.getTime() + 10 * 60_000 + 1000);
    expect((await shopper.call(verifyOtp, { ...email, otp: code })).error?.data).toEqual([
      { target_element: 'otp', error_message: 'This code has expired. Please ask for a new code.' },
    ]);
    expect((await shopper.call(sendOtp, email)).statusCode).toBe(200);
  });
});
