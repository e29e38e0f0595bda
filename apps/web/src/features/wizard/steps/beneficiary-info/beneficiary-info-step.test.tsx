import { beneficiary, beneficiaryMessages } from '@openenroll/contract/wizard/beneficiary-info';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientState } from '../../../../shared/client-state.ts';
import { descriptionOf } from '../../../../shared/testing/description-of.ts';
import type { ApiRequest } from '../../../../shared/testing/fake-api.ts';
import {
  callsTo,
  dentalTabs,
  renderStep,
  STEP_TEST,
  TEMP_ID,
  tabsAnswer,
  wizardServer,
} from '../../testing/wizard-server.tsx';
import { BeneficiaryInfoStep } from './beneficiary-info-step.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/beneficiary-info';
const withBeneficiaries = dentalTabs.map((tab) =>
  tab.tab_name === 'beneficiary_info' ? { ...tab, required: true } : tab,
);

/** validate-single-beneficiary as the server answers it: the contract's rules, a masked SSN standing for one on file. */
function validate({ body }: ApiRequest) {
  const { enrollment_id: _id, ...sent } = body as Record<string, unknown>;
  const ssn = typeof sent.ssn === 'string' && sent.ssn.includes('*') ? '123454444' : sent.ssn;
  const checked = beneficiary.safeParse({ ...sent, ssn });
  if (checked.success) return { data: { status: true } };
  return {
    status: 422,
    error: {
      message: checked.error.issues[0]?.message ?? 'Refused',
      fieldErrors: checked.error.issues.map((issue) => ({
        target_element: String(issue.path[0]),
        error_message: issue.message,
      })),
    },
  };
}

const onFile = {
  beneficiary_id: 'b1',
  first_name: 'Ana',
  middle_name: null,
  last_name: 'Rivera',
  birthdate: '03/14/1990',
  relationship: 'Sibling',
  beneficiary_percentage: '60',
  is_contigent: false,
  ssn: null,
};

const server = (existing: object[] = [], more: Parameters<typeof wizardServer>[0] = {}) =>
  wizardServer({
    'get-dynamic-tabs': tabsAnswer(['primary_info', 'contact_info'], withBeneficiaries),
    'get-beneficiary-relationships': () => ({
      data: { result: ['Spouse', 'Child', 'Sibling'].map((name) => ({ name, value: name })) },
    }),
    'get-beneficiaries-existing-user-enrollment': () => ({ data: { beneficiaries: existing, draft_revision: null } }),
    'validate-single-beneficiary': validate,
    ...more,
  });

type User = ReturnType<typeof renderStep>['user'];

async function fillBeneficiary(
  user: User,
  form: HTMLElement,
  values: { first: string; last?: string; dob?: string; relationship?: string; percent?: string; ssn?: string },
) {
  const scope = within(form);
  await user.clear(scope.getByLabelText(/^First Name/));
  await user.type(scope.getByLabelText(/^First Name/), values.first);
  await user.clear(scope.getByLabelText(/^Last Name/));
  await user.type(scope.getByLabelText(/^Last Name/), values.last ?? 'Rivera');
  await user.clear(scope.getByLabelText(/^Date of Birth/));
  await user.type(scope.getByLabelText(/^Date of Birth/), values.dob ?? '03141990');
  await user.selectOptions(scope.getByLabelText(/^Relationship/), values.relationship ?? 'Child');
  if (values.percent !== undefined) {
    await user.clear(scope.getByLabelText(/^Beneficiary Percentage/));
    await user.type(scope.getByLabelText(/^Beneficiary Percentage/), values.percent);
  }
  if (values.ssn) await user.type(scope.getByLabelText(/^Social Security Number/), values.ssn);
  await user.click(scope.getByRole('button', { name: 'Submit' }));
}

const totalSays = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeTruthy());

beforeEach(() => localStorage.clear());

describe('the Beneficiary Information step', STEP_TEST, () => {
  // Four beneficiaries typed key by key: longer than the other steps' tests.
  it('lists each beneficiary once the server has checked it, and offers Next at exactly 100 in hundredths', {
    timeout: 60_000,
  }, async () => {
    const requests = server([], { 'save-beneficiary-info': () => ({ data: { completed: ['beneficiary_info'] } }) });
    const { user } = renderStep(<BeneficiaryInfoStep />, route);
    const first = await screen.findByRole('form', { name: 'Add Beneficiary' });
    expect(screen.getByText(beneficiaryMessages.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await fillBeneficiary(user, first, { first: 'J0', percent: '0', dob: '01012999' });
    const scope = within(first);
    await waitFor(() =>
      expect(descriptionOf(scope.getByLabelText(/^First Name/))).toBe(beneficiaryMessages.invalidFirstName),
    );
    expect(descriptionOf(scope.getByLabelText(/^Beneficiary Percentage/))).toBe(beneficiaryMessages.percentage);
    expect(descriptionOf(scope.getByLabelText(/^Date of Birth/))).toBe(beneficiaryMessages.futureBirthdate);
    expect(screen.queryByRole('list', { name: 'Beneficiaries' })).toBeNull();

    await fillBeneficiary(user, first, { first: 'Ana', percent: '33.33', ssn: '123-45-6789' });
    const list = await screen.findByRole('list', { name: 'Beneficiaries' });
    expect(within(list).getByText('•••-••-6789')).toBeTruthy();
    expect(list.textContent).not.toContain('123-45');
    await totalSays(beneficiaryMessages.underTotal('33.33'));

    for (const [name, percent] of [
      ['Ben', '33.33'],
      ['Cy', '33.34'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: '+ Add Beneficiary' }));
      await fillBeneficiary(user, await screen.findByRole('form', { name: 'Add Beneficiary' }), {
        first: name,
        percent,
      });
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Beneficiary' })).toBeNull());
    }
    await totalSays(beneficiaryMessages.complete);
    expect(screen.getByRole('button', { name: '+ Add Beneficiary' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: '+ Add Contingent Beneficiary' }));
    const contingent = await screen.findByRole('form', { name: 'Add Contingent Beneficiary' });
    expect(within(contingent).queryByLabelText(/^Beneficiary Percentage/)).toBeNull();
    await fillBeneficiary(user, contingent, { first: 'Kim', relationship: 'Spouse' });
    await waitFor(() =>
      expect(descriptionOf(within(contingent).getByLabelText(/^Social Security Number/))).toBe('Field is required'),
    );
    await user.type(within(contingent).getByLabelText(/^Social Security Number/), '987654321');
    await user.click(within(contingent).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Contingent Beneficiary' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-beneficiary-info')).toHaveLength(1));
    const sent = callsTo(requests, 'save-beneficiary-info')[0]?.body as {
      enrollment_id: string;
      beneficiaries: Record<string, unknown>[];
    };
    expect(sent.enrollment_id).toBe(TEMP_ID);
    expect(sent.beneficiaries.map((one) => [one.first_name, one.beneficiary_percentage, one.is_contigent])).toEqual([
      ['Ana', '33.33', false],
      ['Ben', '33.33', false],
      ['Cy', '33.34', false],
      ['Kim', '0', true],
    ]);
    expect(sent.beneficiaries[3]?.ssn).toBe('987654321');
    // Each change of the list is drafted whole, each beneficiary as checked, SSN included (the server seals it).
    const drafts = callsTo(requests, 'save-step-draft').map(
      ({ body }) => body as { tab_name: string; revision: number; data: { beneficiaries: Record<string, unknown>[] } },
    );
    expect(drafts.map((draft) => draft.data.beneficiaries.length)).toEqual([1, 2, 3, 4]);
    expect(drafts.map((draft) => draft.revision)).toEqual([1, 2, 3, 4]);
    expect(drafts[3]?.tab_name).toBe('beneficiary_info');
    expect(drafts[3]?.data.beneficiaries).toEqual(sent.beneficiaries);
    expect(drafts[3]?.data.beneficiaries[0]?.ssn).toBe('123-45-6789');
  });

  it('says when the total is over 100 or no more can be added', async () => {
    server([
      onFile,
      { ...onFile, beneficiary_id: 'b2', first_name: 'Ben', beneficiary_percentage: '20' },
      { ...onFile, beneficiary_id: 'b3', first_name: 'Cy', beneficiary_percentage: '10' },
    ]);
    const { user } = renderStep(<BeneficiaryInfoStep />, route);
    await totalSays(beneficiaryMessages.underTotal('90'));
    expect(screen.getByText(beneficiaryMessages.maxPrimary)).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Add Beneficiary' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Edit Cy Rivera' }));
    const edit = await screen.findByRole('form', { name: 'Edit Beneficiary' });
    await user.clear(within(edit).getByLabelText(/^Beneficiary Percentage/));
    await user.type(within(edit).getByLabelText(/^Beneficiary Percentage/), '30.5');
    await user.click(within(edit).getByRole('button', { name: 'Submit' }));
    await totalSays(beneficiaryMessages.overTotal('110.5'));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('while an edit is open, delete and Next wait with the reason; a second contingent opens the first', async () => {
    const requests = server([
      onFile,
      { ...onFile, beneficiary_id: 'b2', first_name: 'Ben', beneficiary_percentage: '40', ssn: '***-**-4444' },
      {
        ...onFile,
        beneficiary_id: 'k',
        first_name: 'Kim',
        beneficiary_percentage: '0',
        is_contigent: true,
        ssn: '***-**-5555',
      },
    ]);
    const { user } = renderStep(<BeneficiaryInfoStep />, route);
    await totalSays(beneficiaryMessages.complete);
    expect(within(screen.getByRole('list', { name: 'Beneficiaries' })).getByText('•••-••-4444')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '+ Add Contingent Beneficiary' }));
    const edit = await screen.findByRole('form', { name: 'Edit Contingent Beneficiary' });
    expect(within(edit).getByLabelText(/^First Name/)).toHaveProperty('value', 'Kim');
    const remove = screen.getByRole('button', { name: 'Delete Ana Rivera' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(remove)).toBe(beneficiaryMessages.submitEditToDelete);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(descriptionOf(next)).toBe(beneficiaryMessages.submitEditToContinue);
    await user.click(remove);
    expect(screen.getByRole('button', { name: 'Delete Ana Rivera' })).toBeTruthy();

    // The SSN on file is kept unless typed again.
    await user.click(within(edit).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Contingent Beneficiary' })).toBeNull());
    expect(descriptionOf(screen.getByRole('button', { name: 'Next' }))).toBe('');
    await user.click(screen.getByRole('button', { name: 'Delete Ana Rivera' }));
    expect(screen.queryByRole('button', { name: 'Delete Ana Rivera' })).toBeNull();
    await totalSays(beneficiaryMessages.underTotal('40'));
    // The SSNs on file go back masked: the server keeps them under each beneficiary's id.
    await waitFor(() => expect(callsTo(requests, 'save-step-draft')).toHaveLength(2));
    const last = callsTo(requests, 'save-step-draft')[1]?.body as { data: { beneficiaries: object[] } };
    expect(last.data.beneficiaries).toEqual([
      expect.objectContaining({ beneficiary_id: 'b2', ssn: '***-**-4444' }),
      expect.objectContaining({ beneficiary_id: 'k', ssn: '***-**-5555', beneficiary_percentage: '0' }),
    ]);
  });

  it('offers Back only when opened from the review, and it leads back there with nothing saved', async () => {
    const requests = server([{ ...onFile, beneficiary_percentage: '100' }]);
    const first = renderStep(<BeneficiaryInfoStep />, route);
    await totalSays(beneficiaryMessages.complete);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    first.unmount();

    clientState.set('navto', 'beneficiary-info');
    const { user } = renderStep(<BeneficiaryInfoStep />, route);
    await totalSays(beneficiaryMessages.complete);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/review-confirm'));
    expect(callsTo(requests, 'save-beneficiary-info')).toHaveLength(0);
    expect(clientState.get('navto')).toBeUndefined();
  });

  it('keeps the list when the save is refused: the last message shown, the beneficiary refused opened', async () => {
    server([{ ...onFile, beneficiary_percentage: '100' }], {
      'save-beneficiary-info': () => ({
        status: 422,
        error: {
          message: 'Refused',
          fieldErrors: [
            { target_element: 'beneficiaries.0.first_name', error_message: 'Please enter valid first name' },
            { target_element: 'beneficiaries', error_message: 'Only one contingent beneficiary can be named.' },
          ],
        },
      }),
    });
    const { user } = renderStep(<BeneficiaryInfoStep />, route);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only one contingent beneficiary can be named.');
    // The beneficiary refused opens, the server's message under its field.
    const edit = await screen.findByRole('form', { name: 'Edit Beneficiary' });
    await waitFor(() =>
      expect(descriptionOf(within(edit).getByLabelText(/^First Name/))).toBe(beneficiaryMessages.invalidFirstName),
    );
    expect(within(edit).getByLabelText(/^First Name/)).toHaveProperty('value', 'Ana');
    expect(screen.getByText(route)).toBeTruthy();
  });
});
