import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientState } from '../../../shared/client-state.ts';
import type { Answer } from '../../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { ContactInfoStep } from '../steps/contact-info/contact-info-step.tsx';
import { EmployerInfoStep } from '../steps/employer-info/employer-info-step.tsx';
import { callsTo, field, renderStep, STEP_TEST, TEMP_ID, tabsAnswer, wizardServer } from '../testing/wizard-server.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/contact-info';
const contactFields = () => ({
  data: {
    result: [field('address1', '1 Main St'), field('city', 'Dallas'), field('state', 'TX'), field('zip', '75201')],
    draft_revision: null,
  },
});
const zip = () => ({ data: { zip: '75201', city: 'Dallas', state: 'TX' } });

beforeEach(() => localStorage.clear());

describe("a step's frame", STEP_TEST, () => {
  it('opens the first incomplete step instead of a later one', async () => {
    wizardServer({ 'get-dynamic-tabs': tabsAnswer([]), 'get-form-fields-contact-info': contactFields });
    renderStep(<ContactInfoStep />, route);
    await waitFor(() => expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/personal-info'));
  });

  it('sends a step the enrollment does not have to its first incomplete one, without a load error on the way', async () => {
    wizardServer({
      'get-dynamic-tabs': tabsAnswer(['primary_info']),
      'get-form-fields-employer-info': () => ({ status: 409, error: { message: 'This enrollment has no such step.' } }),
    });
    renderStep(<EmployerInfoStep />, '/enrollment/employer-info');
    await waitFor(() => expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/contact-info'));
    expect(screen.queryByText('This step could not be loaded.')).toBeNull();
  });

  it('says once, politely, what changed since the last visit', async () => {
    wizardServer({
      'get-dynamic-tabs': tabsAnswer(['primary_info'], undefined, ['A plan in your cart is no longer offered.']),
      'get-form-fields-contact-info': contactFields,
      'validate-zip-code': zip,
    });
    renderStep(<ContactInfoStep />, route);
    const notice = await screen.findByText('A plan in your cart is no longer offered.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('opened from the review, offers Cancel and Submit, and returns there after a save', async () => {
    clientState.set('navto', 'review-confirm');
    const requests = wizardServer({
      'get-dynamic-tabs': tabsAnswer(['primary_info', 'contact_info']),
      'get-form-fields-contact-info': contactFields,
      'validate-zip-code': zip,
      'save-contact-info': () => ({ data: { completed: ['primary_info', 'contact_info'] } }),
    });
    const { user } = renderStep(<ContactInfoStep />, route);
    await screen.findByLabelText(/Address Line 1/);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(requests, 'save-contact-info')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/review-confirm'));
    expect(clientState.get('navto')).toBeUndefined();
  });

  it('cancels the enrollment only when confirmed, then forgets it and goes to the plans', async () => {
    const requests = wizardServer({
      'get-dynamic-tabs': tabsAnswer(['primary_info']),
      'get-form-fields-contact-info': contactFields,
      'validate-zip-code': zip,
      'cancel-enrollment': () => ({ data: { result: true } }),
    });
    clientState.set('cartCount', 2);
    const { user } = renderStep(<ContactInfoStep />, route);
    await user.click(await screen.findByRole('button', { name: 'Cancel Enrollment' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Cancel Enrollment' }));
    expect(dialog.getByText('Are you sure you want to cancel the enrollment?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(requests, 'cancel-enrollment')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel Enrollment' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Cancel Enrollment' }));
    await user.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByLabelText('Current page').textContent).toBe('/plans'));
    expect(callsTo(requests, 'cancel-enrollment')[0]?.body).toEqual({ enrollment_id: TEMP_ID });
    expect(clientState.get('tempId')).toBeUndefined();
    expect(clientState.get('cartCount')).toBeUndefined();
  });

  it('says so when this device holds no enrollment', async () => {
    wizardServer();
    renderWithProviders(<ContactInfoStep />, { route });
    expect(await screen.findByText('There is no enrollment in progress on this device.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue a saved enrollment' }).getAttribute('href')).toBe(
      '/continue-enrollment',
    );
  });

  it('warns before the session ends, moves focus to the warning, and stays signed in when asked', async () => {
    let idle = 100;
    const requests = wizardServer({
      'get-dynamic-tabs': tabsAnswer(['primary_info']),
      'get-form-fields-contact-info': contactFields,
      'validate-zip-code': zip,
      'keep-session-alive': () => ({ data: { idle_seconds: idle } }),
    });
    const { user } = renderStep(<ContactInfoStep />, route);
    const warning = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    const stay = within(warning).getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    expect(within(warning).getByText(/It will end in/).textContent).toMatch(/1:[34]\d/);
    idle = 7200;
    await user.click(stay);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(requests, 'keep-session-alive')).toHaveLength(2);
  });

  it('once the session has ended, offers to pick up where the person left off', async () => {
    wizardServer({
      'get-dynamic-tabs': tabsAnswer(['primary_info']),
      'get-form-fields-contact-info': contactFields,
      'validate-zip-code': zip,
      'keep-session-alive': () => ({ data: { idle_seconds: 0 } }),
    });
    renderStep(<ContactInfoStep />, route);
    const ended = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(within(ended).getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  describe('after the session timed out', () => {
    const resumed = (saved_tab: string) => ({
      data: {
        enrollment_id: TEMP_ID,
        saved_tab,
        group_id: null,
        platform_group_id: null,
        agent_id: null,
        open_type: null,
        effective_date: '08/01/2030',
        type: 'new-member',
        eprocess: null,
        tier: 'IO',
        needs_code: false,
      },
    });
    /** The server before and after the browser resumed: the ended session owned nothing, the new one the enrollment. */
    function timedOutServer(resume: () => Answer) {
      let owned = false;
      const requests = wizardServer({
        'get-dynamic-tabs': () =>
          owned ? tabsAnswer(['primary_info'])() : { status: 404, error: { message: 'Enrollment not found' } },
        'get-form-fields-contact-info': () =>
          owned
            ? {
                data: {
                  result: [field('address1'), field('city', 'Plano'), field('state'), field('zip')],
                  draft_revision: 3,
                },
              }
            : { status: 404, error: { message: 'Enrollment not found' } },
        'validate-zip-code': zip,
        'resume-session': () => {
          const answer = resume();
          owned = answer.status === undefined;
          return answer;
        },
      });
      return requests;
    }

    it('opens the enrollment again at the step the server names, with what was typed there', async () => {
      const requests = timedOutServer(() => resumed('contact_info'));
      renderStep(<ContactInfoStep />, route);
      await waitFor(() => expect(screen.getByLabelText(/City/)).toHaveProperty('value', 'Plano'));
      expect(callsTo(requests, 'resume-session')).toHaveLength(1);
      expect(screen.getByLabelText('Current page').textContent).toBe(route);
      expect(clientState.get('tempId')).toBe(TEMP_ID);
      expect(clientState.get('effectiveDate')).toBe('08/01/2030');
    });

    it('from a device that forgot the enrollment too, goes to the step where the person was', async () => {
      const requests = timedOutServer(() => resumed('contact_info'));
      renderWithProviders(
        <Routes>
          <Route path="/enrollment/employer-info" element={<EmployerInfoStep />} />
          <Route path={route} element={<ContactInfoStep />} />
        </Routes>,
        { route: '/enrollment/employer-info' },
      );
      await waitFor(() => expect(screen.getByLabelText(/City/)).toHaveProperty('value', 'Plano'));
      expect(callsTo(requests, 'resume-session')).toHaveLength(1);
      expect(clientState.get('tempId')).toBe(TEMP_ID);
    });

    it('says the enrollment is gone when there is nothing to resume', async () => {
      const requests = timedOutServer(() => ({ status: 404, error: { message: 'Nothing to resume' } }));
      renderStep(<ContactInfoStep />, route);
      expect(
        await screen.findByText('This enrollment could not be found. It may have been cancelled or completed.'),
      ).toBeTruthy();
      expect(callsTo(requests, 'resume-session')).toHaveLength(1);
    });

    it('asks a representative for the access code before giving the enrollment back', async () => {
      timedOutServer(() => ({ status: 403, error: { message: 'Please enter your access code first.' } }));
      renderStep(<ContactInfoStep />, route);
      expect(await screen.findByText('Please enter your access code first.')).toBeTruthy();
    });
  });
});
