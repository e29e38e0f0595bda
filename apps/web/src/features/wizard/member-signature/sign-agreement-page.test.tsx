import { agreementMessages } from '@openenroll/contract/wizard/agreement-info';
import { receiptMessages } from '@openenroll/contract/wizard/receipt';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../shared/testing/description-of.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { STEP_TEST } from '../testing/wizard-server.tsx';
import { SignAgreementPage } from './sign-agreement-page.tsx';

vi.mock('../steps/agreement-signature/typed-signature.ts', () => ({
  typedSignature: (name: string) => (name.trim() ? 'data:image/png;base64,QUJD' : ''),
}));
vi.mock('../steps/agreement-signature/signature-canvas.tsx', () => ({
  SignatureCanvas: (props: { describedBy?: string }) => (
    <canvas role="img" aria-label="Signature pad" aria-describedby={props.describedBy} />
  ),
}));

const TOKEN = 'k'.repeat(43);

const agreement = {
  site_name: 'Gamma Shop',
  first_name: 'Ana',
  policy_id: 'OE-ABCDE-FGHJK',
  plans: ['Gulf Group Dental'],
  result: [
    {
      question_id: 1,
      text_head: 'Terms of enrollment',
      text_body: 'I agree.',
      text_required: true,
      agreement: 1,
      version: 1,
    },
  ],
  today: '07/01/2030',
  expires_at: '2030-07-15T10:00:00.000Z',
};

type Handler = (body: unknown) => { status?: number; data?: unknown; error?: { message: string } };

function server(sign: Handler = () => ({ data: { policy_id: agreement.policy_id, signed: true } }), found = true) {
  return fakeApi((request) => {
    if (request.path.startsWith('/api/v1/get-member-agreement'))
      return found ? { data: agreement } : { status: 404, error: { message: 'Link not found' } };
    if (request.path === '/api/v1/save-member-signature') return sign(request.body);
    return { status: 404, error: { message: 'Not Found' } };
  });
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/sign-agreement/:token" element={<SignAgreementPage />} />
    </Routes>,
    { route: `/sign-agreement/${TOKEN}` },
  );

beforeEach(() => localStorage.clear());

describe("the member's signing page", STEP_TEST, () => {
  it('shows the plans and the confirmation number, says what is missing, and signs', async () => {
    const requests = server();
    const { user } = renderPage();
    expect(await screen.findByText('OE-ABCDE-FGHJK')).toBeTruthy();
    expect(screen.getByText('Gulf Group Dental')).toBeTruthy();
    expect(screen.getByText('July 15, 2030')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Sign Application' }));
    const box = screen.getByRole('checkbox', { name: /Terms of enrollment/ });
    await waitFor(() => expect(descriptionOf(box)).toContain(agreementMessages.required));
    expect(descriptionOf(screen.getByLabelText(/Your Full Name/))).toContain('Field is required');
    expect(descriptionOf(screen.getByRole('img', { name: 'Signature pad' }))).toContain(
      agreementMessages.signatureRequired,
    );

    await user.click(box);
    await user.type(screen.getByLabelText(/Your Full Name/), 'Ana Núñez');
    await user.click(screen.getByRole('radio', { name: 'Type your name' }));
    await user.type(screen.getByLabelText('Type your full name as your signature'), 'Ana Núñez');
    await user.click(screen.getByRole('button', { name: 'Sign Application' }));
    expect(await screen.findByText(/your signature was received/)).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      token: TOKEN,
      agreements: [{ question_id: 1, question: 'Terms of enrollment', answer: true }],
      user_name: 'Ana Núñez',
      date: '07/01/2030',
      signature: 'data:image/png;base64,QUJD',
    });
  });

  it("puts the server's refusal under the name and keeps what was typed", async () => {
    server(() => ({
      status: 422,
      error: {
        message: 'Invalid',
        fieldErrors: [{ target_element: 'user_name', error_message: agreementMessages.userName }],
      },
    }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: /Terms of enrollment/ }));
    await user.type(screen.getByLabelText(/Your Full Name/), 'Ana Reyes');
    await user.click(screen.getByRole('radio', { name: 'Type your name' }));
    await user.type(screen.getByLabelText('Type your full name as your signature'), 'Ana Reyes');
    await user.click(screen.getByRole('button', { name: 'Sign Application' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Your Full Name/))).toContain(agreementMessages.userName),
    );
    expect(screen.getByLabelText(/Your Full Name/)).toHaveProperty('value', 'Ana Reyes');
    expect(screen.getByRole('checkbox', { name: /Terms of enrollment/ })).toHaveProperty('checked', true);
  });

  it('says plainly when the link is unknown, used or expired', async () => {
    server(undefined, false);
    renderPage();
    expect(await screen.findByText(receiptMessages.linkGone)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toBeTruthy();
  });
});
