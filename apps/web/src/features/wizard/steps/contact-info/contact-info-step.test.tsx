import { wizardMessages } from '@openenroll/contract/wizard/fields';
import { otpMessages } from '@openenroll/contract/wizard/otp';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../../shared/testing/description-of.ts';
import type { ApiRequest } from '../../../../shared/testing/fake-api.ts';
import {
  callsTo,
  defaultInfo,
  field,
  renderStep,
  STEP_TEST,
  TEMP_ID,
  tabsAnswer,
  wizardServer,
} from '../../testing/wizard-server.tsx';
import { ContactInfoStep } from './contact-info-step.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/contact-info';
const contactFields = [
  field('address1', '1200 Main St'),
  field('address2'),
  field('city', 'Dallas'),
  field('state'),
  field('zip'),
  field('phone_number'),
  field('email_address'),
];
const withFields = {
  'get-dynamic-tabs': tabsAnswer(['primary_info']),
  'get-form-fields-contact-info': () => ({ data: { result: contactFields, draft_revision: null } }),
};

const zipLookup = ({ path }: ApiRequest) =>
  path.endsWith('zip_code=75201')
    ? { data: { zip: '75201', city: 'Dallas', state: 'TX' } }
    : {
        status: 422,
        error: {
          message: 'Unknown zip',
          fieldErrors: [{ target_element: 'zip_code', error_message: 'Please enter a valid zip code' }],
        },
      };

const doubted =
  (phoneMessage: string = wizardMessages.invalidPhone) =>
  () => ({
    status: 422,
    error: {
      message: 'Validation failed',
      fieldErrors: [
        { target_element: 'email_address', error_message: wizardMessages.invalidEmail, is_valid: false },
        { target_element: 'phone_number', error_message: phoneMessage, is_valid: false },
      ],
    },
  });

beforeEach(() => localStorage.clear());

async function fillContact(user: ReturnType<typeof renderStep>['user']) {
  await user.type(await screen.findByLabelText(/Zip Code/), '75201');
  await waitFor(() => expect(screen.getByLabelText(/^State/)).toHaveProperty('value', 'TX'));
  await user.type(screen.getByLabelText(/Phone Number/), '2145550100');
  await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
}

describe('the Contact Information step', STEP_TEST, () => {
  it('fills and locks the state from a known zip; an unknown zip says why and empties it', async () => {
    wizardServer({ ...withFields, 'validate-zip-code': zipLookup });
    const { user } = renderStep(<ContactInfoStep />, route);
    const zip = await screen.findByLabelText(/Zip Code/);
    const state = screen.getByLabelText(/^State/);
    await user.type(zip, '75201');
    await waitFor(() => expect(state).toHaveProperty('value', 'TX'));
    expect(state).toHaveProperty('readOnly', true);

    await user.clear(zip);
    // Editing the zip opens the state again.
    expect(state).toHaveProperty('readOnly', false);
    await user.type(zip, '00000');
    await waitFor(() => expect(descriptionOf(zip)).toBe('Please enter a valid zip code'));
    expect(state).toHaveProperty('value', '');
    // Letters only, upper case, two of them.
    await user.type(state, 't3xas');
    expect(state).toHaveProperty('value', 'TX');
  });

  it("says each rule's message under its field", async () => {
    const requests = wizardServer({ ...withFields, 'validate-zip-code': zipLookup });
    const { user } = renderStep(<ContactInfoStep />, route);
    await user.type(await screen.findByLabelText(/Zip Code/), '752');
    await user.type(screen.getByLabelText(/Phone Number/), '214555');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@');
    await user.clear(screen.getByLabelText(/City/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Zip Code/))).toBe('Enter 5 digit zip code'));
    expect(descriptionOf(screen.getByLabelText(/Phone Number/))).toBe(wizardMessages.invalidPhone);
    expect(descriptionOf(screen.getByLabelText(/Email Address/))).toBe(wizardMessages.invalidEmail);
    expect(descriptionOf(screen.getByLabelText(/City/))).toBe('Field is required');
    expect(descriptionOf(screen.getByLabelText(/^State/))).toBe('Field is required');
    expect(callsTo(requests, 'save-contact-info')).toEqual([]);
  });

  it('offers a one-time code for a doubted e-mail, and shows it verified once the code is right', async () => {
    const requests = wizardServer({
      ...withFields,
      'validate-zip-code': zipLookup,
      'save-contact-info': doubted(),
      'send-otp': () => ({ data: { resend_in: 120, expires_in: 600 } }),
      'verify-otp': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? { data: { verified: true, contact: 'ana@example.com' } }
          : { status: 422, error: { message: otpMessages.wrongCode } },
    });
    const { user } = renderStep(<ContactInfoStep />, route);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const offers = await screen.findAllByRole('button', { name: wizardMessages.validateViaOtp });
    expect(offers).toHaveLength(2);
    expect(descriptionOf(screen.getByLabelText(/Email Address/))).toBe(wizardMessages.invalidEmail);
    // Only representatives and groups may skip the check.
    expect(screen.queryByLabelText('Skip Email Validation')).toBeNull();

    await user.click(offers[1] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify your e-mail address' }));
    await user.click(dialog.getByRole('button', { name: 'Send Code' }));
    const code = await dialog.findByLabelText(/One-time code/);
    await user.type(code, '111111');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(descriptionOf(code)).toBe(otpMessages.wrongCode));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: 'Verify' }));
    expect(await dialog.findByText(otpMessages.verified)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    const verified = screen.getByLabelText(/Email Address/);
    expect(verified).toHaveProperty('value', 'ana@example.com');
    expect(verified).toHaveProperty('readOnly', true);
    expect(descriptionOf(verified)).toBe('Verified');
    expect(callsTo(requests, 'send-otp')[0]?.body).toEqual({
      enrollment_id: TEMP_ID,
      type: 'email',
      contact: 'ana@example.com',
    });
  });

  it('lets a representative skip a failed check, and sends that it was skipped', async () => {
    let tries = 0;
    const requests = wizardServer({
      ...withFields,
      'get-default-info': () => ({ data: defaultInfo('rep') }),
      'validate-zip-code': zipLookup,
      'save-contact-info': () => (++tries === 1 ? doubted()() : { data: { completed: ['contact_info'] } }),
    });
    const { user } = renderStep(<ContactInfoStep />, route);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByLabelText('Skip Phone Validation'));
    expect(screen.getByLabelText('Skip Email Validation')).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-contact-info')).toHaveLength(2));
    const second = callsTo(requests, 'save-contact-info')[1]?.body as Record<string, unknown>;
    expect(second).toMatchObject({ phone_number: '2145550100', skip_validation_phone: 1 });
    expect(second).not.toHaveProperty('skip_validation_email');
  });

  it("treats 'Phone already exists' as a plain error: no code offered for it", async () => {
    wizardServer({
      ...withFields,
      'validate-zip-code': zipLookup,
      'save-contact-info': doubted(wizardMessages.phoneExists),
    });
    const { user } = renderStep(<ContactInfoStep />, route);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Phone Number/))).toBe(wizardMessages.phoneExists));
    expect(screen.getAllByRole('button', { name: wizardMessages.validateViaOtp })).toHaveLength(1);
  });
});
