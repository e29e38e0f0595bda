import { resumeMessages } from '@openenroll/contract/wizard/resume';
import type { ReviewStep } from '@openenroll/contract/wizard/review-info';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientState } from '../../../../shared/client-state.ts';
import {
  callsTo,
  renderStep,
  STEP_TEST,
  TEMP_ID,
  tabsAnswer,
  withEmployer,
  wizardServer,
} from '../../testing/wizard-server.tsx';
import { ReviewConfirmStep } from './review-confirm-step.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/review-confirm';
const done = ['primary_info', 'contact_info', 'employer_info', 'billing_info', 'agreement_info'] as const;

const step = (
  tab_name: ReviewStep['tab_name'],
  title: string,
  slug: string,
  answers: ReviewStep['answers'],
  skipped = false,
): ReviewStep => ({ tab_name, title, slug, completed: answers !== null, skipped, answers });

const steps = (employerSkipped = false) => [
  step('primary_info', 'Personal Information', 'personal-info', {
    first_name: 'Ana',
    last_name: 'Núñez',
    marital_status: '1',
    ssn: '***-**-6789',
  }),
  step('contact_info', 'Contact Information', 'contact-info', {
    address1: '100 Main St',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    email_address: 'ana@example.com',
  }),
  step('employer_info', 'Employer Information', 'employer-info', { name: 'Acme' }, employerSkipped),
  step('billing_info', 'Billing Information', 'billing-information', {
    payment_method: 'eft',
    account_name: 'Ana Nunez',
    account_number: '****6789',
    bill_date: 15,
  }),
  step('agreement_info', 'Agreement & Signature', 'agreement-signature', {
    agreed: [1, 2],
    signed: true,
    date: '07/01/2030',
  }),
  step('review_info', 'Review & Confirmation', 'review-confirm', null),
];

const reviewAnswer = (more: Record<string, unknown> = {}) => ({
  data: {
    result: steps(),
    cart: { effective_date: '08/01/2030', plans: [], initial_month_cost: 0, recurring_month_cost: 0 },
    additional_notes: null,
    missing: [],
    enroll_by: 'applicant',
    has_already_signed: true,
    signature_required: true,
    sms_signature_offered: false,
    ...more,
  },
});

const receipt = { policy_id: 'OE-ABCDE-FGHJK', name: 'Ana Núñez', callInvoice: false, status: 'submitted' };

beforeEach(() => localStorage.clear());

describe('the Review & Confirmation step', STEP_TEST, () => {
  it('shows a card per step with masked values, its details, and Edit Details back to the step', async () => {
    wizardServer({
      'get-dynamic-tabs': tabsAnswer([...done], withEmployer),
      'get-review-info': () => reviewAnswer(),
    });
    const { user } = renderStep(<ReviewConfirmStep />, route);
    const personal = within(await screen.findByRole('region', { name: 'Personal Information' }));
    expect(personal.getByText('Ana')).toBeTruthy();
    expect(personal.getByText('***-**-6789')).toBeTruthy();
    const billing = within(screen.getByRole('region', { name: 'Billing Information' }));
    expect(billing.getByText('****6789')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Employer Information' })).toBeTruthy();

    await user.click(
      within(screen.getByRole('region', { name: 'Contact Information' })).getByRole('button', { name: 'View Details' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact Information' }));
    expect(dialog.getByText('ana@example.com')).toBeTruthy();
    expect(dialog.getByText('Zip Code')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Edit Details' }));
    expect(await screen.findByText('/enrollment/contact-info')).toBeTruthy();
    expect(clientState.get('navto')).toBe('review-confirm');
  });

  it('hides a skipped Employer step', async () => {
    wizardServer({
      'get-dynamic-tabs': tabsAnswer([...done], withEmployer),
      'get-review-info': () => reviewAnswer({ result: steps(true) }),
    });
    renderStep(<ReviewConfirmStep />, route);
    await screen.findByRole('region', { name: 'Personal Information' });
    expect(screen.queryByRole('region', { name: 'Employer Information' })).toBeNull();
  });

  it('completes once however often it is pressed, forgets the tracking and shows the receipt', async () => {
    const requests = wizardServer({
      'get-dynamic-tabs': tabsAnswer([...done], withEmployer),
      'get-review-info': () => reviewAnswer(),
      'save-review-info': async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { data: receipt };
      },
    });
    clientState.set('cartCount', 1);
    clientState.set('isEmployerTabSkip', false);
    const { user } = renderStep(<ReviewConfirmStep />, route);
    await user.type(await screen.findByLabelText('Additional Notes'), 'Call after 5pm');
    const complete = screen.getByRole('button', { name: 'Complete Enrollment' });
    await user.dblClick(complete);
    await user.click(complete);
    expect(await screen.findByText('/enrollment/receipt')).toBeTruthy();
    expect(callsTo(requests, 'save-review-info').map((request) => request.body)).toEqual([
      { enrollment_id: TEMP_ID, additional_notes: 'Call after 5pm' },
    ]);
    expect(clientState.get('cartCount')).toBeUndefined();
    expect(clientState.get('isEmployerTabSkip')).toBeUndefined();
    // The receipt reads the enrollment once more before it is forgotten.
    expect(clientState.get('tempId')).toBe(TEMP_ID);
  });

  it('offers Save & Continue Later when the server fails, keeping the notes typed', async () => {
    wizardServer({
      'get-dynamic-tabs': tabsAnswer([...done], withEmployer),
      'get-review-info': () => reviewAnswer(),
      'save-review-info': () => ({ status: 500, error: { message: 'Internal Server Error' } }),
    });
    const { user } = renderStep(<ReviewConfirmStep />, route);
    const notes = await screen.findByLabelText('Additional Notes');
    await user.type(notes, 'Call after 5pm');
    await user.click(screen.getByRole('button', { name: 'Complete Enrollment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Something went wrong' }));
    expect(dialog.getByText(resumeMessages.somethingWrong)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save and Continue Later' }));
    expect(await screen.findByRole('dialog', { name: /Save/ })).toBeTruthy();
    expect(notes).toHaveProperty('value', 'Call after 5pm');
  });

  it('links the steps still missing and holds Complete Enrollment back', async () => {
    wizardServer({
      'get-dynamic-tabs': tabsAnswer([...done], withEmployer),
      'get-review-info': () => reviewAnswer({ missing: ['billing_info'] }),
    });
    renderStep(<ReviewConfirmStep />, route);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please complete Billing Information before you submit your enrollment.');
    expect(within(alert).getByRole('link', { name: 'Billing Information' }).getAttribute('href')).toBe(
      '/enrollment/billing-information',
    );
    expect(screen.getByRole('button', { name: 'Complete Enrollment' })).toHaveProperty('disabled', true);
  });

  it('sends the text-message choice as 1 when the server offers it', async () => {
    const requests = wizardServer({
      'get-dynamic-tabs': tabsAnswer([...done], withEmployer),
      'get-review-info': () => reviewAnswer({ enroll_by: 'rep', sms_signature_offered: true }),
      'save-review-info': () => ({ data: { ...receipt, status: 'awaiting-signature' } }),
    });
    const { user } = renderStep(<ReviewConfirmStep />, route);
    await user.click(await screen.findByLabelText(/by text message/));
    await user.click(screen.getByRole('button', { name: 'Complete Enrollment' }));
    await waitFor(() =>
      expect(callsTo(requests, 'save-review-info')[0]?.body).toEqual({ enrollment_id: TEMP_ID, send_sms: 1 }),
    );
  });
});
