import type { SignatureMode, SignatureNeed } from '@openenroll/contract/wizard/agreement-info';
import { type AgreementText, agreementMessages } from '@openenroll/contract/wizard/agreement-info';
import { screen, waitFor, within } from '@testing-library/react';
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
import { AgreementSignatureStep } from './agreement-signature-step.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));
// happy-dom draws nothing: the typed name stands for its picture, and the pad is a plain canvas.
vi.mock('./typed-signature.ts', () => ({
  typedSignature: (name: string) => (name.trim() ? `data:image/png;base64,${btoa(name.trim())}` : ''),
}));
vi.mock('./signature-canvas.tsx', () => ({
  SignatureCanvas: (props: { describedBy?: string }) => (
    <canvas role="img" aria-label="Signature pad" aria-describedby={props.describedBy} />
  ),
}));

const route = '/enrollment/agreement-signature';

const text = (question_id: number, text_head: string, more: Partial<AgreementText> = {}): AgreementText => ({
  question_id,
  text_head,
  text_body: `${text_head}: what it says.`,
  text_required: true,
  agreement: 1,
  version: 1,
  ...more,
});

const threeTexts = [
  text(11, 'Application and authorization'),
  text(12, 'Privacy notice', { text_required: false }),
  text(13, 'Billing by statement', { agreement: 0, text_required: false }),
];

const modes: Record<SignatureMode, string[]> = {
  rep: ['agent_name', 'agent_code'],
  group: ['group_name', 'group_code'],
  applicant: ['user_name'],
  sigapplicant: ['user_name'],
};
const titles: Record<SignatureMode, string> = {
  rep: 'Broker Verification',
  group: 'Group Verification',
  applicant: 'Applicant Verification',
  sigapplicant: 'Applicant Verification',
};

function server({
  texts = threeTexts,
  mode = 'sigapplicant',
  need = 'required',
  more = {},
}: {
  texts?: AgreementText[];
  mode?: SignatureMode;
  need?: SignatureNeed;
  more?: Record<string, (request: ApiRequest) => unknown>;
} = {}) {
  const asked = new Set([...modes[mode], 'date', ...(need === 'none' ? [] : ['signature'])]);
  return wizardServer({
    'get-dynamic-tabs': tabsAnswer(['primary_info', 'contact_info', 'billing_info']),
    'get-agreement-texts': () => ({
      data: { result: texts, special_message: null, l713_net_price: 0, has_l713: false },
    }),
    'get-form-fields-agreement-info': () => ({
      data: {
        result: ['agent_name', 'agent_code', 'group_name', 'group_code', 'user_name', 'date', 'signature'].map((name) =>
          field(name, name === 'date' ? '07/01/2030' : null, { required: asked.has(name) }),
        ),
        draft_revision: null,
        signature_mode: mode,
        verification_title: titles[mode],
        signature: need,
        today: '07/01/2030',
      },
    }),
    'save-agreement-info': () => ({ data: { completed: ['agreement_info'], signed: true } }),
    ...(more as Record<string, (request: ApiRequest) => { data: unknown }>),
  });
}

beforeEach(() => localStorage.clear());

describe('the Agreement & Signature step', STEP_TEST, () => {
  it("says what is missing in the spec's words, and signs by typing the name", async () => {
    const requests = server();
    const { user } = renderStep(<AgreementSignatureStep />, route);
    const authorization = await screen.findByRole('checkbox', { name: /Application and authorization/ });
    expect(screen.queryByRole('checkbox', { name: /Billing by statement/ })).toBeNull();
    expect(screen.getByText('Billing by statement: what it says.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Select all agreements' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Applicant Verification' })).toBeTruthy();
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '07/01/2030');
    expect(screen.getByLabelText('Date')).toHaveProperty('readOnly', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(authorization)).toContain(agreementMessages.required));
    expect(descriptionOf(screen.getByRole('checkbox', { name: /Privacy notice/ }))).not.toContain(
      agreementMessages.required,
    );
    expect(descriptionOf(screen.getByLabelText(/Applicant Name/))).toContain('Field is required');
    expect(descriptionOf(screen.getByRole('img', { name: 'Signature pad' }))).toContain(
      agreementMessages.signatureRequired,
    );
    expect(document.activeElement).toBe(authorization);

    await user.click(authorization);
    await waitFor(() => expect(descriptionOf(authorization)).not.toContain(agreementMessages.required));

    await user.type(screen.getByLabelText(/Applicant Name/), 'Ana Reyes');
    await user.click(screen.getByRole('radio', { name: 'Type your name' }));
    await user.type(screen.getByLabelText('Type your full name as your signature'), 'Ana Reyes');
    expect(screen.getByRole('img', { name: 'Your signature: Ana Reyes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-agreement-info')).toHaveLength(1));
    expect(callsTo(requests, 'save-agreement-info')[0]?.body).toEqual({
      enrollment_id: TEMP_ID,
      agreements: [
        { question_id: 11, question: 'Application and authorization', answer: true },
        { question_id: 12, question: 'Privacy notice', answer: false },
      ],
      user_name: 'Ana Reyes',
      date: '07/01/2030',
      signature: `data:image/png;base64,${btoa('Ana Reyes')}`,
    });
    // The signature never travels in a draft.
    for (const draft of callsTo(requests, 'save-step-draft'))
      expect(JSON.stringify(draft.body)).not.toContain('base64');
  });

  it('ticks every agreement at once when there are more than five, in step with each box', async () => {
    const many = [1, 2, 3, 4, 5, 6].map((id) => text(id, `Agreement ${id}`));
    server({ texts: many });
    const { user } = renderStep(<AgreementSignatureStep />, route);
    const all = await screen.findByRole('checkbox', { name: 'Select all agreements' });
    const boxes = () => many.map((item) => screen.getByRole('checkbox', { name: new RegExp(item.text_head) }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(boxes()[5] as HTMLElement)).toContain(agreementMessages.required));

    await user.click(all);
    for (const box of boxes()) expect(box).toHaveProperty('checked', true);
    await waitFor(() => expect(descriptionOf(boxes()[5] as HTMLElement)).not.toContain(agreementMessages.required));
    await user.click(boxes()[2] as HTMLElement);
    expect(all).toHaveProperty('checked', false);
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(boxes()[2] as HTMLElement);
    expect(all).toHaveProperty('checked', true);
  });

  it("asks a representative's name and code, leaves the signature to the member, and shows the server's refusal", async () => {
    const requests = server({
      mode: 'rep',
      need: 'optional',
      more: {
        'save-agreement-info': () => ({
          status: 422,
          error: {
            message: 'Invalid',
            fieldErrors: [{ target_element: 'agent_code', error_message: agreementMessages.agentCode }],
          },
        }),
        'get-agreement-texts': () => ({
          data: {
            result: threeTexts,
            special_message: 'Union members: dues are billed by the union.',
            l713_net_price: 250.5,
            has_l713: true,
          },
        }),
      },
    });
    const { user } = renderStep(<AgreementSignatureStep />, route);
    const broker = await screen.findByRole('group', { name: 'Broker Verification' });
    expect(screen.getByText('Union members: dues are billed by the union.')).toBeTruthy();
    expect(screen.getByText('$250.50')).toBeTruthy();
    expect(screen.getByText(/sign here now, or later by the link/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Application and authorization/ }));
    await user.type(within(broker).getByLabelText(/Agent Name/), 'Maria Lopez');
    await user.type(within(broker).getByLabelText(/Agent Code/), 'SUN-0000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Agent Code/))).toBe(agreementMessages.agentCode));
    expect(screen.getByLabelText(/Agent Code/)).toHaveProperty('value', 'SUN-0000');
    expect(callsTo(requests, 'save-agreement-info')[0]?.body).toMatchObject({
      agent_name: 'Maria Lopez',
      agent_code: 'SUN-0000',
    });
    expect(callsTo(requests, 'save-agreement-info')[0]?.body).not.toHaveProperty('signature');
  });
});
