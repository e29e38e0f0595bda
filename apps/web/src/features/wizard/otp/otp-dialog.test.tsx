import { messages } from '@openenroll/contract/messages';
import { otpMessages } from '@openenroll/contract/wizard/otp';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../shared/testing/description-of.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { callsTo, STEP_TEST, TEMP_ID, wizardServer } from '../testing/wizard-server.tsx';
import { OtpDialog } from './otp-dialog.tsx';
import { rememberSentCode } from './otp-flag.ts';

beforeEach(() => localStorage.clear());

function renderDialog(type: 'email' | 'phone' = 'phone', contact = '2145550100') {
  const onVerified = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <OtpDialog opened onClose={onClose} enrollmentId={TEMP_ID} type={type} contact={contact} onVerified={onVerified} />,
  );
  return { ...rendered, onVerified, onClose };
}

describe('the one-time code dialog', STEP_TEST, () => {
  it('sends a code, asks for it, and tells a short or empty one apart', async () => {
    const requests = wizardServer({ 'send-otp': () => ({ data: { resend_in: 120, expires_in: 600 } }) });
    const { user } = renderDialog();
    const dialog = within(screen.getByRole('dialog', { name: 'Verify your phone number' }));
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    const code = await dialog.findByLabelText(/One-time code/);
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(descriptionOf(code)).toBe(otpMessages.enterPhoneCode));
    await user.type(code, '12a3');
    expect(code).toHaveProperty('value', '123');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(descriptionOf(code)).toBe(messages.sixDigitOtp));
    expect(dialog.getByRole('button', { name: 'Resend Code' })).toHaveProperty('disabled', true);
    expect(dialog.getByText(/You can ask for a new code in (2:00|1:5\d)\./)).toBeTruthy();
    expect(callsTo(requests, 'send-otp')[0]?.body).toEqual({
      enrollment_id: TEMP_ID,
      type: 'phone',
      contact: '2145550100',
    });
    expect(callsTo(requests, 'verify-otp')).toEqual([]);
  });

  it("says the server's refusal to send", async () => {
    wizardServer({ 'send-otp': () => ({ status: 429, error: { message: messages.resendCodeIn(95) } }) });
    const { user } = renderDialog('email', 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.resendCodeIn(95));
  });

  it('opens at the code when one was sent a moment ago, and allows a new one once the wait is over', async () => {
    rememberSentCode('phone', '2145550100', 2, 600);
    const requests = wizardServer({ 'send-otp': () => ({ data: { resend_in: 120, expires_in: 600 } }) });
    const { user } = renderDialog();
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toHaveProperty('disabled', true);
    await waitFor(() => expect(resend).toHaveProperty('disabled', false), { timeout: 4000 });
    await user.click(resend);
    expect(await screen.findByText(/We sent a new code to/)).toBeTruthy();
    expect(callsTo(requests, 'send-otp')).toHaveLength(1);
  });

  it('a code sent to another contact does not count', () => {
    rememberSentCode('phone', '2145550199', 120, 600);
    wizardServer();
    renderDialog();
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
  });

  it("says 'Verification Successful!' and closes by itself after 2 seconds", async () => {
    rememberSentCode('email', 'ana@example.com', 120, 600);
    wizardServer({ 'verify-otp': () => ({ data: { verified: true, contact: 'ana@example.com' } }) });
    const { user, onVerified, onClose } = renderDialog('email', 'ana@example.com');
    await user.type(screen.getByLabelText(/One-time code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('status')).textContent).toBe(otpMessages.verified);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('ana@example.com'), { timeout: 3000 });
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem('otpSent')).toBeNull();
  });
});
