import { resumeMessages } from '@openenroll/contract/wizard/resume';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientState } from '../../shared/client-state.ts';
import { descriptionOf } from '../../shared/testing/description-of.ts';
import { fakeApi } from '../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../shared/testing/render.tsx';
import { sessionIdentity } from '../../shared/testing/session-identity.ts';
import { ContinueEnrollmentPage } from './continue-enrollment-page.tsx';

const resumed = {
  enrollment_id: 'eR4mQ8wZ2kLp7Xv9Nb3Cd1',
  saved_tab: 'contact_info',
  group_id: null,
  platform_group_id: null,
  agent_id: 12,
  open_type: null,
  effective_date: '08/01/2030',
  type: 'new-member',
  eprocess: 'rep',
  tier: 'IO',
  needs_code: false,
};

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/continue-enrollment" element={<ContinueEnrollmentPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route: '/continue-enrollment' },
  );
}

beforeEach(() => localStorage.clear());

describe('the continue enrollment page', () => {
  it('asks for both, the address valid, before asking the server', async () => {
    const requests = fakeApi(() => ({ data: resumed }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/Email Address/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Enrollment Code/))).toBe('Field is required'));
    expect(descriptionOf(screen.getByLabelText(/Email Address/))).toBe('Enter valid email address');
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal under the code and keeps what was typed", async () => {
    fakeApi(() => ({
      status: 422,
      error: {
        message: resumeMessages.wrongCode,
        fieldErrors: [{ target_element: 'code', error_message: resumeMessages.wrongCode }],
      },
    }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/Enrollment Code/), 'ABCD2345');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Enrollment Code/))).toBe(resumeMessages.wrongCode));
    expect(screen.getByLabelText(/Email Address/)).toHaveProperty('value', 'ana@example.com');
  });

  it("opens the saved step of the enrollment, now this browser's", async () => {
    clientState.set('tempId', 'an-older-enrollment');
    clientState.set('navto', 'review-confirm');
    const requests = fakeApi(({ path }) =>
      path.startsWith('/api/v1/continue-enrollment')
        ? { data: resumed }
        : {
            data: {
              site_name: 'Sunrise',
              display_name: 'Sunrise',
              display_phone: '',
              display_email: '',
              display_about: '',
              display_logo: null,
              display_tagline: null,
              portal_id: null,
              agent_id: 12,
              group_id: null,
              main_host: true,
              identity: sessionIdentity({ eprocess: 'rep', store_access: true }),
            },
          },
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/Enrollment Code/), 'abcd-2345');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Now at /enrollment/contact-info')).toBeTruthy();
    expect(requests[0]).toMatchObject({ body: { code: 'ABCD2345', email: 'ana@example.com' } });
    expect(clientState.get('tempId')).toBe(resumed.enrollment_id);
    expect(clientState.get('effectiveDate')).toBe('08/01/2030');
    expect(clientState.get('navto')).toBeUndefined();
  });
});
