import { dependentMessages } from '@openenroll/contract/wizard/dependent-info';
import type { WizardTab } from '@openenroll/contract/wizard/steps';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../../shared/testing/description-of.ts';
import { callsTo, dentalTabs, field, renderStep, STEP_TEST, wizardServer } from '../../testing/wizard-server.tsx';
import { DependentInformationStep } from './dependent-information-step.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/dependent-information';
const withDependents = dentalTabs.map((tab) => (tab.tab_name === 'dependent_info' ? { ...tab, required: true } : tab));
const tabs = () => ({ data: { result: withDependents, completed: ['primary_info', 'contact_info'], notices: [] } });

type Tier = 'IS' | 'IC' | 'IF';
const dentalFields = ['first_name', 'middle_name', 'last_name', 'birthdate', 'gender', 'ssn'].map((name) =>
  field(name),
);
const fieldsAnswer =
  (tier: Tier, more: { premier?: boolean; iha?: boolean; l713?: boolean; disabled?: boolean; health?: boolean } = {}) =>
  () => ({
    data: {
      result: dentalFields,
      draft_revision: null,
      disclaimer: dependentMessages.disclaimer,
      is_legally_disabled: more.disabled ?? tier !== 'IS',
      rules: { tier, premier: more.premier ?? false, l713: more.l713 ?? false, iha: more.iha ?? false },
      health_questions: more.health ?? false,
    },
  });
const existing =
  (dependents: { primary_info: Record<string, string | number | null> }[] = [], spouse_declined = false) =>
  () => ({
    data: { result: { dependents: dependents.map((one) => ({ ...one, health_info: null })), spouse_declined } },
  });
const ok = () => ({ data: { status: true } });
const kept = () => ({ data: { first_track: true } });
const saved = (repriced: unknown = null) => ({
  data: { completed: ['primary_info', 'contact_info', 'dependent_info'] as WizardTab[], repriced },
});

beforeEach(() => localStorage.clear());

type User = ReturnType<typeof renderStep>['user'];

async function fillDependent(user: User, form: HTMLElement, first: string, dob: string, ssn = '321-54-9876') {
  await user.type(within(form).getByLabelText(/First Name/), first);
  await user.type(within(form).getByLabelText(/Last Name/), 'Lee');
  if (dob) await user.type(within(form).getByLabelText(/Date of Birth/), dob.replaceAll('/', ''));
  await user.selectOptions(within(form).getByLabelText(/Gender/), 'Female');
  await user.type(within(form).getByLabelText(/Social Security Number/), ssn);
}

describe('the Dependent Information step', STEP_TEST, () => {
  it('adds a spouse under IS: the rules, the server check as Dependent #1, the list, then Next', async () => {
    let checks = 0;
    const requests = wizardServer({
      'get-dynamic-tabs': tabs,
      'get-form-fields-dependent-primary-info': fieldsAnswer('IS'),
      'get-dependents-existing-user-enrollment': existing([
        { primary_info: { relationship: 'spouse', birthdate: '05/05/1988', employed: '0' } },
      ]),
      'validate-single-dependent': () =>
        ++checks === 1
          ? {
              status: 422,
              error: {
                message: 'Invalid',
                fieldErrors: [{ target_element: 'primary_info.birthdate', error_message: 'Please enter a valid age' }],
              },
            }
          : ok(),
      'save-dependent-info-to-temp': kept,
      'save-dependent-info': () => saved(),
    });
    const { user } = renderStep(<DependentInformationStep />, route);
    expect(await screen.findByRole('heading', { level: 2, name: dependentMessages.spouseHeading })).toBeTruthy();
    expect(screen.getByText(dependentMessages.disclaimer)).toBeTruthy();
    // One spouse under IS: no legally-disabled question, and Next waits for the spouse.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    // Back is offered only to return to the review.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Dependent #1' });
    expect(within(form).getByText('Spouse')).toBeTruthy();
    // The quote's spouse: the date of birth given at quote time.
    expect(within(form).getByLabelText(/Date of Birth/)).toHaveProperty('value', '05/05/1988');

    await user.type(within(form).getByLabelText(/First Name/), 'S4m');
    await user.type(within(form).getByLabelText(/Social Security Number/), '123');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(within(form).getByLabelText(/First Name/))).toBe(dependentMessages.invalidFirstName);
    expect(descriptionOf(within(form).getByLabelText(/Last Name/))).toBe('Field is required');
    expect(descriptionOf(within(form).getByLabelText(/Gender/))).toBe('Field is required');
    expect(descriptionOf(within(form).getByLabelText(/Social Security Number/))).toBe(dependentMessages.invalidSsn);
    expect(callsTo(requests, 'validate-single-dependent')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/First Name/));
    await user.clear(within(form).getByLabelText(/Social Security Number/));
    await fillDependent(user, form, 'Sam', '');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText(/Date of Birth/))).toBe('Dependent #1 Please enter a valid age'),
    );
    // What was typed stays.
    expect(within(form).getByLabelText(/First Name/)).toHaveProperty('value', 'Sam');

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const list = await screen.findByRole('list', { name: 'Dependents' });
    expect(within(list).getByText('Spouse#1 Sam Lee')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Dependent #/ })).toBeNull();
    // One spouse is all IS takes: no more adding.
    expect(screen.queryByRole('button', { name: 'Add Dependent' })).toBeNull();
    expect(screen.getByText(dependentMessages.proceedHint)).toBeTruthy();
    const check = callsTo(requests, 'validate-single-dependent')[1]?.body as { primary_info: Record<string, unknown> };
    expect(check.primary_info).toMatchObject({
      relationship: 'spouse',
      first_name: 'Sam',
      birthdate: '05/05/1988',
      gender: '1',
      ssn: '321549876',
    });
    expect(check.primary_info).not.toHaveProperty('middle_name');
    await waitFor(() => expect(callsTo(requests, 'save-dependent-info-to-temp')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/billing-information'),
    );
    const sent = callsTo(requests, 'save-dependent-info')[0]?.body as { dependents: unknown[] };
    expect(sent.dependents).toEqual([{ primary_info: expect.objectContaining({ first_name: 'Sam' }) }]);
  });

  it('lists a family, edits one with Add, Delete and Next held, and shows a save refusal above the list', async () => {
    const requests = wizardServer({
      'get-dynamic-tabs': tabs,
      'get-form-fields-dependent-primary-info': fieldsAnswer('IF'),
      'get-dependents-existing-user-enrollment': existing([
        {
          primary_info: {
            dependent_id: 'd1',
            relationship: 'spouse',
            first_name: 'Sam',
            last_name: 'Lee',
            birthdate: '05/05/1988',
            gender: '1',
            ssn: '***-**-9876',
          },
        },
      ]),
      'validate-single-dependent': ok,
      'save-dependent-info-to-temp': kept,
      'save-dependent-info': () => ({
        status: 422,
        error: {
          message: 'Invalid',
          fieldErrors: [{ target_element: 'dependents.1.primary_info.ssn', error_message: 'Field is required' }],
        },
      }),
    });
    const { user } = renderStep(<DependentInformationStep />, route);
    expect(await screen.findByRole('heading', { level: 2, name: dependentMessages.familyHeading })).toBeTruthy();
    expect(screen.getByText(dependentMessages.nineDependents)).toBeTruthy();
    expect(screen.getByText('Spouse#1 Sam Lee')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Dependent' }));
    const form = screen.getByRole('form', { name: 'Dependent #2' });
    expect(within(form).getByText('Child')).toBeTruthy();
    expect(within(form).getByRole('radiogroup', { name: dependentMessages.legallyDisabled })).toBeTruthy();
    await fillDependent(user, form, 'Mia', '08/08/2015', '456-78-9012');
    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(descriptionOf(within(form).getByLabelText(/Disability condition/))).toBe('Field is required');
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Child#1 Mia Lee')).toBeTruthy();
    expect(screen.getByText('Child#1 Mia Lee added.').getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Spouse#1 Sam Lee' }));
    const edit = screen.getByRole('form', { name: 'Edit Dependent #1' });
    expect(within(edit).getByLabelText(/First Name/)).toHaveProperty('value', 'Sam');
    await waitFor(() => expect(document.activeElement).toBe(within(edit).getByLabelText(/First Name/)));
    expect(within(edit).getByLabelText(/Social Security Number, on file, ending in 9876/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Dependent' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete Child#1 Mia Lee' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.clear(within(edit).getByLabelText(/First Name/));
    await user.type(within(edit).getByLabelText(/First Name/), 'Samantha');
    await user.click(within(edit).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Spouse#1 Samantha Lee')).toBeTruthy();
    // The SSN on file stays on the server, under the dependent's id.
    const check = callsTo(requests, 'validate-single-dependent').at(-1)?.body as { primary_info: object };
    expect(check.primary_info).toMatchObject({ dependent_id: 'd1', first_name: 'Samantha' });
    expect(check.primary_info).not.toHaveProperty('ssn');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dependent #2 Field is required');
    expect(screen.getByText('/enrollment/dependent-information')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Child#1 Mia Lee' }));
    expect(screen.queryByText('Child#1 Mia Lee')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('asks a premier plan about the spouse, and shows the new tier and price the save answers', async () => {
    wizardServer({
      'get-dynamic-tabs': tabs,
      'get-form-fields-dependent-primary-info': fieldsAnswer('IF', { premier: true, iha: true }),
      'get-dependents-existing-user-enrollment': existing(),
      'validate-single-dependent': ok,
      'save-dependent-info-to-temp': kept,
      'save-dependent-info': () =>
        saved({ tier: 'IC', previous_tier: 'IF', recurring_month_cost: 50, previous_recurring_month_cost: 80 }),
    });
    const { user } = renderStep(<DependentInformationStep />, route);
    const question = await screen.findByRole('form', { name: 'Spouse enrollment' });
    await user.click(within(question).getByRole('button', { name: 'Submit' }));
    expect(within(question).getByText(dependentMessages.spouseStatus)).toBeTruthy();
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    await user.click(within(question).getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('heading', { level: 2, name: dependentMessages.childHeading })).toBeTruthy();
    expect(screen.getByRole('button', { name: dependentMessages.enrollSpouse })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Dependent #1' });
    expect(within(form).getByText('Child')).toBeTruthy();
    await fillDependent(user, form, 'Mia', '08/08/2015', '456-78-9012');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Child#1 Mia Lee')).toBeTruthy();
    // Premier IC takes one child.
    expect(screen.queryByRole('button', { name: 'Add Dependent' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your coverage tier has changed' });
    expect(dialog.textContent).toContain('Member + Child(ren)');
    expect(dialog.textContent).toContain('$50.00');
    expect(screen.getByText('/enrollment/dependent-information')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/billing-information'),
    );
  });

  it('brings a declined spouse back when a premier plan is answered Yes again', async () => {
    wizardServer({
      'get-dynamic-tabs': tabs,
      'get-form-fields-dependent-primary-info': fieldsAnswer('IF', { premier: true, iha: true }),
      'get-dependents-existing-user-enrollment': existing(),
      'validate-single-dependent': ok,
      'save-dependent-info-to-temp': kept,
    });
    const { user } = renderStep(<DependentInformationStep />, route);
    const answer = async (choice: 'Yes' | 'No') => {
      const question = await screen.findByRole('form', { name: 'Spouse enrollment' });
      await user.click(within(question).getByRole('radio', { name: choice }));
      await user.click(within(question).getByRole('button', { name: 'Submit' }));
    };
    await answer('Yes');
    await fillDependent(user, screen.getByRole('form', { name: 'Dependent #1' }), 'Sam', '05/05/1988');
    await user.click(
      within(screen.getByRole('form', { name: 'Dependent #1' })).getByRole('button', { name: 'Submit' }),
    );
    const list = await screen.findByRole('list', { name: 'Dependents' });
    expect(within(list).getByText('Spouse#1 Sam Lee')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: dependentMessages.enrollSpouse }));
    await answer('No');
    expect(screen.queryByText('Spouse#1 Sam Lee')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: dependentMessages.childHeading })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: dependentMessages.enrollSpouse }));
    await answer('Yes');
    expect(within(screen.getByRole('list', { name: 'Dependents' })).getByText('Spouse#1 Sam Lee')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: dependentMessages.familyHeading })).toBeTruthy();
    // The family still lacks its child: the form opens for one.
    expect(within(screen.getByRole('form', { name: 'Dependent #2' })).getByText('Child')).toBeTruthy();
  });

  it('takes a second child under an L713 plan, then asks for it to be deleted before Next', async () => {
    wizardServer({
      'get-dynamic-tabs': tabs,
      'get-form-fields-dependent-primary-info': fieldsAnswer('IC', { l713: true }),
      'get-dependents-existing-user-enrollment': existing(),
      'validate-single-dependent': ok,
      'save-dependent-info-to-temp': kept,
    });
    const { user } = renderStep(<DependentInformationStep />, route);
    const first = await screen.findByRole('form', { name: 'Dependent #1' });
    await fillDependent(user, first, 'Mia', '08/08/2015');
    await user.click(within(first).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByText(dependentMessages.nineChildren)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Dependent' }));
    const second = await screen.findByRole('form', { name: 'Dependent #2' });
    await fillDependent(user, second, 'Leo', '09/09/2017', '456-78-9013');
    await user.click(within(second).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(dependentMessages.l713OneChild)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    // One too many: no form opens for a third.
    expect(screen.queryByRole('form', { name: 'Dependent #3' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Child#2 Leo Lee' }));
    expect(screen.queryByText(dependentMessages.l713OneChild)).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('asks each dependent the health questions when the server says so, its refusals under their details', async () => {
    let checks = 0;
    const requests = wizardServer({
      'get-dynamic-tabs': tabs,
      'get-form-fields-dependent-primary-info': fieldsAnswer('IS', { health: true }),
      'get-dependents-existing-user-enrollment': existing(),
      'get-health-questions-dependent-info': () => ({
        data: {
          result: {
            codition_questions: [{ question_id: 101, question_text: 'Heart disease in the past 5 years?' }],
            medication_question: null,
          },
        },
      }),
      'validate-single-dependent': () =>
        ++checks === 1
          ? {
              status: 422,
              error: {
                message: 'Invalid',
                fieldErrors: [
                  {
                    target_element: 'health_info.condition_questions.0.conditions.0.health_condition',
                    error_message: 'Field is required',
                  },
                ],
              },
            }
          : ok(),
      'save-dependent-info-to-temp': kept,
    });
    const { user } = renderStep(<DependentInformationStep />, route);
    expect(await screen.findByText(dependentMessages.editHint)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Dependent #1' });
    const heart = within(form).getByRole('group', { name: /Heart disease/ });
    await user.click(within(heart).getByLabelText('Yes'));
    await fillDependent(user, form, 'Sam', '05/05/1988');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(descriptionOf(within(heart).getByLabelText(/Health Condition/))).toBe('Dependent #1 Field is required'),
    );
    await user.type(within(heart).getByLabelText(/Health Condition/), 'Arrhythmia');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Spouse#1 Sam Lee')).toBeTruthy();
    const sent = callsTo(requests, 'save-dependent-info-to-temp')[0]?.body as { dependents: object[] };
    expect(sent.dependents[0]).toMatchObject({
      health_info: {
        condition_questions: [
          {
            question_id: 101,
            yes_no_flag: '1',
            conditions: [expect.objectContaining({ health_condition: 'Arrhythmia' })],
          },
        ],
      },
    });
  });
});
