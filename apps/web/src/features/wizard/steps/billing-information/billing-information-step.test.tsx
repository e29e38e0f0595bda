import { billingFieldNames, billingMessages, testCards } from '@openenroll/contract/wizard/billing-info';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../../shared/testing/description-of.ts';
import type { ApiRequest } from '../../../../shared/testing/fake-api.ts';
import {
  callsTo,
  field,
  renderStep,
  STEP_TEST,
  TEMP_ID,
  tabsAnswer,
  wizardServer,
} from '../../testing/wizard-server.tsx';
import { BillingInformationStep } from './billing-information-step.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/billing-information';
type Values = Partial<Record<(typeof billingFieldNames)[number], string | number | null>>;
const billingFields = (values: Values = {}, lockedMethod = false) =>
  billingFieldNames.map((name) =>
    field(name, values[name] ?? null, { read_only: lockedMethod && name === 'payment_method' }),
  );
const contactFields = [
  field('address1', '1200 Main St'),
  field('address2'),
  field('city', 'Dallas'),
  field('state', 'TX'),
  field('zip', '75201'),
];
const choice = (payment_method = 'eft', allowed = ['cc', 'eft'], locked = false) => ({
  data: { result: { payment_method, allowed, locked } },
});

const server = (more: Record<string, (request: ApiRequest) => unknown> = {}, values: Values = {}) =>
  wizardServer({
    'get-dynamic-tabs': tabsAnswer(['primary_info', 'contact_info']),
    'get-form-fields-billing-info': () => ({ data: { result: billingFields(values), draft_revision: null } }),
    'get-form-fields-contact-info': () => ({ data: { result: contactFields, draft_revision: null } }),
    'get-payment-method': () => choice(),
    'get-bill-date': () => ({
      data: [1, 15, 28].map((day) => ({ bill_date: day, label: `${day}th of month` })),
    }),
    'get-existing-bank-info': () => ({ data: { result: [] } }),
    'get-existing-card-info': () => ({ data: { result: [] } }),
    'get-billing-text': () => ({
      data: {
        text: 'Your premiums will appear on your bank or card statement as "SUNRISE*BRIGHTSMILE".',
        descriptors: [],
      },
    }),
    'routing-number-bank-lookup': ({ path }) =>
      path.endsWith('q=111000614')
        ? {
            data: {
              response: { name: 'JPMORGAN CHASE BANK, NA', routing_number: '111000614', city: 'DALLAS', state: 'TX' },
            },
          }
        : {
            status: 422,
            error: {
              message: 'Validation failed',
              fieldErrors: [{ target_element: 'routing_number', error_message: billingMessages.unknownRouting }],
            },
          },
    'save-billing-info': () => ({ data: { completed: ['primary_info', 'contact_info', 'billing_info'] } }),
    ...(more as Record<string, () => { data: unknown }>),
  });

const byLabel = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => localStorage.clear());

describe('the Billing Information step', STEP_TEST, () => {
  it("says each bank rule's message under its field and sends nothing", async () => {
    const requests = server();
    const { user } = renderStep(<BillingInformationStep />, route);
    await user.type(await screen.findByLabelText(/Account Holder Name/), 'Ana #1');
    await user.type(byLabel(/Routing Number/), '12345');
    await user.type(byLabel(/Account Number/), '12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(byLabel(/Account Holder Name/))).toBe('Invalid account holder name'));
    expect(descriptionOf(byLabel(/Routing Number/))).toBe('Routing number must be of 9 digits');
    expect(descriptionOf(byLabel(/Account Number/))).toBe('Account Number must be of 4 to 17 digits.');
    expect(descriptionOf(byLabel(/^Account Type/))).toBe('Field is required');
    expect(descriptionOf(byLabel(/Account Holder Type/))).toBe('Field is required');
    expect(callsTo(requests, 'save-billing-info')).toEqual([]);
    // The EFT terms of part 2, §9 and the statement descriptor.
    for (const notice of [
      'A fee of $30 is charged for each payment returned for insufficient funds.',
      'Your first payment is drawn from your account between the day you enroll and 5 days after it.',
      'There is no monthly charge for paying by EFT.',
      'To stop a payment, tell us at least 3 business days before it is due.',
    ])
      expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.getByText(/SUNRISE\*BRIGHTSMILE/)).toBeTruthy();
    // The billing date is the 28th unless chosen.
    expect(byLabel(/Billing Date/).value).toBe('28');
  });

  it('names the bank from the routing number when it is left, and says why when it cannot', async () => {
    server();
    const { user } = renderStep(<BillingInformationStep />, route);
    const routing = await screen.findByLabelText(/Routing Number/);
    await user.type(routing, '111000614');
    await user.tab();
    await waitFor(() => expect(byLabel(/Bank Name/).value).toBe('JPMORGAN CHASE BANK, NA'));

    await user.clear(routing);
    await user.type(routing, '021000021');
    await user.tab();
    await waitFor(() => expect(descriptionOf(routing)).toContain(billingMessages.unknownRouting));
    expect(byLabel(/Bank Name/).value).toBe('');

    // A number failing the checksum is refused without asking.
    await user.clear(routing);
    await user.type(routing, '111000615');
    await user.tab();
    await waitFor(() => expect(descriptionOf(routing)).toContain(billingMessages.invalidRouting));
  });

  it('saves a new bank account, never putting its number in a draft, and clears it after', async () => {
    const requests = server();
    const { user } = renderStep(<BillingInformationStep />, route);
    await user.type(await screen.findByLabelText(/Account Holder Name/), 'Ana Reyes');
    await user.type(byLabel(/Routing Number/), '111000614');
    await user.tab();
    await waitFor(() => expect(byLabel(/Bank Name/).value).toBe('JPMORGAN CHASE BANK, NA'));
    await user.type(byLabel(/Account Number/), '000123456789');
    await user.selectOptions(byLabel(/^Account Type/), 'checking');
    await user.selectOptions(byLabel(/Account Holder Type/), 'individual');
    await user.selectOptions(byLabel(/Billing Date/), '15');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-billing-info')).toHaveLength(1));
    expect(callsTo(requests, 'save-billing-info')[0]?.body).toEqual({
      enrollment_id: TEMP_ID,
      payment_method: 'eft',
      bill_date: 15,
      routing_number: '111000614',
      bank_name: 'JPMORGAN CHASE BANK, NA',
      account_name: 'Ana Reyes',
      account_number: '000123456789',
      account_type: 'checking',
      account_holder_type: 'individual',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/agreement-signature'),
    );
    expect(byLabel(/Account Number/).value).toBe('****6789');
    for (const draft of callsTo(requests, 'save-step-draft')) {
      expect(JSON.stringify(draft.body)).not.toContain('000123456789');
    }
  });

  it('shows a declined card under its number, keeps what was typed, and saves the next card', async () => {
    let tries = 0;
    const requests = server({
      'save-billing-info': () =>
        ++tries === 1
          ? {
              status: 422,
              error: {
                message: 'Validation failed',
                fieldErrors: [
                  { target_element: 'card_number', error_message: 'Your card was declined. Please use another card.' },
                ],
              },
            }
          : { data: { completed: ['primary_info', 'contact_info', 'billing_info'] } },
    });
    const { user } = renderStep(<BillingInformationStep />, route);
    await user.click(await screen.findByLabelText('Credit Card'));
    await user.type(byLabel(/First Name on Card/), 'Ana');
    await user.type(byLabel(/Last Name on Card/), 'Reyes');
    const number = byLabel(/Card Number/);
    expect(number.autocomplete).toBe('cc-number');
    await user.type(number, testCards.declined);
    const year = String(new Date().getFullYear() + 2);
    await user.selectOptions(byLabel(/Expiration Month/), '04');
    await user.selectOptions(byLabel(/Expiration Year/), year);
    await user.type(byLabel(/Security Code/), '123');
    // The Contact step's address, copied and locked; unticking empties it.
    await user.click(byLabel(/Choose physical address/));
    expect(byLabel(/Address Line 1/).value).toBe('1200 Main St');
    expect(byLabel(/Address Line 1/).readOnly).toBe(true);
    expect(byLabel(/Zip Code/).value).toBe('75201');
    await user.click(byLabel(/Choose physical address/));
    expect(byLabel(/Address Line 1/).value).toBe('');
    expect(byLabel(/Address Line 1/).readOnly).toBe(false);
    await user.click(byLabel(/Choose physical address/));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(byLabel(/Card Number/))).toBe('Your card was declined. Please use another card.'),
    );
    expect(byLabel(/Card Number/).value).toBe(testCards.declined);

    await user.clear(byLabel(/Card Number/));
    await user.type(byLabel(/Card Number/), testCards.visa);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-billing-info')).toHaveLength(2));
    expect(callsTo(requests, 'save-billing-info')[1]?.body).toMatchObject({
      payment_method: 'cc',
      card_number: testCards.visa,
      security_code: '123',
      expiration_month: '04',
      expiration_year: year,
      is_physical_address: 'yes',
      address1: '1200 Main St',
    });
    await waitFor(() => expect(byLabel(/Card Number/).value).toBe('**** 4242'));
    expect(byLabel(/Security Code/).value).toBe('');
    const drafts = JSON.stringify(callsTo(requests, 'save-step-draft').map((draft) => draft.body));
    expect(drafts).not.toContain(testCards.visa);
    expect(drafts).not.toContain('"123"');
    expect(drafts).not.toContain('security_code');
  });

  it("says each card rule's message under its field", async () => {
    server();
    const { user } = renderStep(<BillingInformationStep />, route);
    await user.click(await screen.findByLabelText('Credit Card'));
    await user.type(byLabel(/First Name on Card/), 'Ana1');
    await user.type(byLabel(/Card Number/), '4242');
    await user.type(byLabel(/Security Code/), '12');
    await user.type(byLabel(/Zip Code/), '752');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(byLabel(/Card Number/))).toBe('Card number must be Min-13 and Max-25'));
    expect(descriptionOf(byLabel(/First Name on Card/))).toBe('Please enter valid first name');
    expect(descriptionOf(byLabel(/Last Name on Card/))).toBe('Field is required');
    expect(descriptionOf(byLabel(/Security Code/))).toBe('Security code must of 3 or 4 digits');
    expect(descriptionOf(byLabel(/Expiration Month/))).toBe('Field is required');
    expect(descriptionOf(byLabel(/Expiration Year/))).toBe(billingMessages.expiryYear);
    expect(descriptionOf(byLabel(/City/))).toBe('Field is required');
    expect(descriptionOf(byLabel(/Zip Code/))).toBe('Invalid Zip code');
    // Expiry months 01 to 12, years from this one through 20 ahead.
    const months = [...byLabel(/Expiration Month/).querySelectorAll('option')].map((option) => option.value);
    expect(months.slice(1)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = [...byLabel(/Expiration Year/).querySelectorAll('option')].map((option) => option.value);
    const now = new Date().getFullYear();
    expect(years.slice(1)).toEqual(Array.from({ length: 21 }, (_, index) => String(now + index)));
  });

  it('uses a saved bank account, shown masked, with the new-account fields disabled', async () => {
    const requests = server({
      'get-existing-bank-info': () => ({
        data: {
          result: [
            {
              bank_id: 7,
              bank_name: 'FROST BANK',
              bank_routing: '114000093',
              account_name: 'Rosa Delgado',
              account_number: '****4321',
              account_type: 'savings',
              account_holder_type: 'individual',
            },
          ],
        },
      }),
      'save-billing-info-existing': () => ({ data: { completed: ['primary_info', 'contact_info', 'billing_info'] } }),
    });
    const { user } = renderStep(<BillingInformationStep />, route);
    const saved = await screen.findByLabelText('FROST BANK ****4321 (savings)');
    expect(byLabel(/Account Holder Name/).disabled).toBe(false);
    await user.click(saved);
    expect(byLabel(/Account Holder Name/).disabled).toBe(true);
    expect(byLabel(/Routing Number/).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-billing-info-existing')).toHaveLength(1));
    expect(callsTo(requests, 'save-billing-info-existing')[0]?.body).toEqual({
      enrollment_id: TEMP_ID,
      payment_method: 'eft',
      bill_date: 28,
      bank_id: 7,
    });
    await user.click(screen.getByLabelText('A new bank account'));
    expect(byLabel(/Account Holder Name/).disabled).toBe(false);
  });

  it('locks a list bill, shows only its notice, and saves the billing date', async () => {
    const requests = server({
      'get-payment-method': () => choice('list', ['list'], true),
      'get-form-fields-billing-info': () => ({
        data: { result: billingFields({ payment_method: 'list' }, true), draft_revision: null },
      }),
      'get-agreement-texts': () => ({
        data: {
          result: [
            {
              question_id: 1,
              text_head: 'Application and authorization',
              text_body: 'I have read this application.',
              text_required: true,
              agreement: 1,
              version: 1,
            },
            {
              question_id: 9,
              text_head: 'Billing through your employer or by statement',
              text_body: 'Your premiums are billed to your employer (list bill).',
              text_required: false,
              agreement: 0,
              version: 1,
            },
          ],
          special_message: null,
          l713_net_price: 0,
          has_l713: false,
        },
      }),
    });
    const { user } = renderStep(<BillingInformationStep />, route);
    const method = await screen.findByLabelText(/Payment Method/);
    expect((method as HTMLInputElement).value).toBe('List Bill');
    expect((method as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Billing through your employer or by statement')).toBeTruthy();
    expect(screen.queryByText('Application and authorization')).toBeNull();
    expect(screen.queryByLabelText(/Routing Number/)).toBeNull();
    expect(screen.queryByLabelText(/Card Number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-billing-info')).toHaveLength(1));
    expect(callsTo(requests, 'save-billing-info')[0]?.body).toEqual({
      enrollment_id: TEMP_ID,
      payment_method: 'list',
      bill_date: 28,
    });
  });
});
