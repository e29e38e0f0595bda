import { personalMessages } from '@openenroll/contract/wizard/personal-info';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf } from '../../../../shared/testing/description-of.ts';
import { callsTo, field, renderStep, STEP_TEST, TEMP_ID, wizardServer } from '../../testing/wizard-server.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/personal-info';
const noCode = { show_enroll_code: { status: false }, is_optional: true, enroller_code: null };

/** What a medical plan asks: the base fields, height, weight and prior coverage; birth date and gender locked. */
const medicalFields = [
  field('birthdate', '04/12/1985', { read_only: true }),
  field('gender', 1, { read_only: true }),
  field('first_name', 'Ana'),
  field('middle_name'),
  field('last_name', 'Reyes'),
  field('marital_status'),
  field('ssn'),
  field('height_feet'),
  field('height_inch'),
  field('weight'),
  field('prior_coverage_flag'),
  field('prior_carrier_name'),
  field('prior_effective_date'),
  field('prior_term_date'),
];
const fieldsAnswer =
  (result = medicalFields, draft_revision: number | null = null) =>
  () => ({
    data: { result, draft_revision },
  });
const saved = () => ({ data: { completed: ['primary_info'] } });

beforeEach(() => localStorage.clear());

async function fillValid(user: ReturnType<typeof renderStep>['user']) {
  await user.selectOptions(screen.getByLabelText(/Marital Status/), 'Married');
  await user.type(screen.getByLabelText(/Social Security Number/), '123-45-6789');
  await user.type(screen.getByLabelText(/Height \(feet\)/), '5');
  await user.type(screen.getByLabelText(/Height \(inches\)/), '7');
  await user.type(screen.getByLabelText(/Weight/), '140');
  await user.click(screen.getByRole('radio', { name: 'No' }));
}

describe('the Personal Information step', STEP_TEST, () => {
  it('shows the asked fields with their values, the priced ones locked, and nothing else', async () => {
    wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(medicalFields.filter((item) => item.field_name !== 'weight')),
      'check-enroll-code': () => ({ data: noCode }),
    });
    renderStep(<PersonalInfoStep />, route);
    const first = await screen.findByLabelText(/First Name/);
    expect(first).toHaveProperty('value', 'Ana');
    expect(screen.getByLabelText(/Date of Birth/)).toHaveProperty('value', '04/12/1985');
    expect(screen.getByLabelText(/Date of Birth/)).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText(/Gender/)).toHaveProperty('value', 'Female');
    expect(screen.queryByLabelText(/Weight/)).toBeNull();
    expect(screen.queryByLabelText(/Enroller Code/)).toBeNull();
    // Prior carrier details only once prior coverage is said.
    expect(screen.queryByLabelText(/Prior Carrier Name/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Application steps' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Personal Information',
      'Contact Information',
      'Billing Information',
      'Agreement & Signature',
      'Review & Confirmation',
    ]);
  });

  it("says each rule's message under its field and sends nothing", async () => {
    const requests = wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(),
      'check-enroll-code': () => ({ data: noCode }),
      'save-personal-info': saved,
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    const first = await screen.findByLabelText(/First Name/);
    await user.clear(first);
    await user.type(first, 'Ana3');
    await user.clear(screen.getByLabelText(/Last Name/));
    await user.type(screen.getByLabelText(/Social Security Number/), '12345');
    await user.type(screen.getByLabelText(/Height \(feet\)/), '0');
    await user.type(screen.getByLabelText(/Height \(inches\)/), '13');
    await user.type(screen.getByLabelText(/Weight/), '0');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(descriptionOf(first)).toBe(personalMessages.invalidFirstName));
    expect(descriptionOf(screen.getByLabelText(/Last Name/))).toBe('Field is required');
    expect(descriptionOf(screen.getByLabelText(/Marital Status/))).toBe('Field is required');
    expect(descriptionOf(screen.getByLabelText(/Social Security Number/))).toBe(personalMessages.invalidSsn);
    expect(descriptionOf(screen.getByLabelText(/Height \(feet\)/))).toBe(personalMessages.height);
    expect(descriptionOf(screen.getByLabelText(/Height \(inches\)/))).toBe(personalMessages.inch);
    expect(descriptionOf(screen.getByLabelText(/Weight/))).toBe(personalMessages.weight);
    expect(descriptionOf(screen.getByRole('radiogroup'))).toBe('Field is required');
    expect(callsTo(requests, 'save-personal-info')).toEqual([]);
  });

  it('asks for the prior carrier and real dates, the term after the effective date, once prior coverage is said', async () => {
    const requests = wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(),
      'check-enroll-code': () => ({ data: noCode }),
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    await screen.findByLabelText(/First Name/);
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    const effective = await screen.findByLabelText(/Prior Effective Date/);
    // Only digits and slashes, the slashes put in as the digits come.
    await user.type(effective, '02a30-2020');
    expect(effective).toHaveProperty('value', '02/30/2020');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(/Prior Carrier Name/))).toBe('Field is required'));
    expect(descriptionOf(screen.getByLabelText(/Prior Term Date/))).toBe('Field is required');
    expect(descriptionOf(effective)).toBe('Please enter a valid date');

    await user.type(screen.getByLabelText(/Prior Carrier Name/), 'Lone Star Health');
    await user.clear(effective);
    await user.type(effective, '03012020');
    await user.type(screen.getByLabelText(/Prior Term Date/), '02012020');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Prior Term Date/))).toBe(personalMessages.priorDates),
    );
    expect(callsTo(requests, 'save-personal-info')).toEqual([]);
  });

  it('saves the answers, keeps a picture and moves on to the next step', async () => {
    const requests = wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(),
      'check-enroll-code': () => ({ data: noCode }),
      'save-personal-info': saved,
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    await screen.findByLabelText(/First Name/);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/contact-info'));
    // The picture is drawn once the browser is idle, after the next step opened.
    await waitFor(() =>
      expect(callsTo(requests, 'save-screenshot').map((request) => request.body)).toEqual([
        { enrollment_id: TEMP_ID, name: 'primary_info', image: 'data:image/png;base64,iVBORw0KGgo=' },
      ]),
    );
    expect(callsTo(requests, 'save-personal-info').map((request) => request.body)).toEqual([
      {
        enrollment_id: TEMP_ID,
        first_name: 'Ana',
        last_name: 'Reyes',
        marital_status: '1',
        ssn: '123456789',
        height_feet: 5,
        height_inch: 7,
        weight: 140,
        prior_coverage_flag: 0,
      },
    ]);
  });

  it('shows an SSN on file as its last 4 digits, and lets it be typed again', async () => {
    const requests = wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(
        medicalFields.map((item) => (item.field_name === 'ssn' ? { ...item, value: '6789' } : item)),
      ),
      'check-enroll-code': () => ({ data: noCode }),
      'save-personal-info': saved,
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    const onFile = await screen.findByLabelText(/Social Security Number, on file, ending in 6789/);
    expect(onFile).toHaveProperty('value', '•••-••-6789');
    await user.click(screen.getByRole('button', { name: 'Re-enter SSN' }));
    const ssn = screen.getByLabelText(/Social Security Number/);
    expect(ssn).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Keep SSN on file' }));
    await user.selectOptions(screen.getByLabelText(/Marital Status/), 'Single');
    await user.type(screen.getByLabelText(/Height \(feet\)/), '5');
    await user.type(screen.getByLabelText(/Height \(inches\)/), '7');
    await user.type(screen.getByLabelText(/Weight/), '140');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-personal-info')).toHaveLength(1));
    // Left out, the SSN on file is kept: it is never sent back.
    expect(callsTo(requests, 'save-personal-info')[0]?.body).not.toHaveProperty('ssn');
  });

  it("puts the server's refusals under their fields and keeps what was typed", async () => {
    wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(),
      'check-enroll-code': () => ({ data: noCode }),
      'save-personal-info': () => ({
        status: 422,
        error: {
          message: 'Validation failed',
          fieldErrors: [{ target_element: 'last_name', error_message: personalMessages.invalidLastName }],
        },
      }),
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    await screen.findByLabelText(/First Name/);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Last Name/))).toBe(personalMessages.invalidLastName),
    );
    expect(screen.getByLabelText(/Social Security Number/)).toHaveProperty('value', '123-45-6789');
    expect(screen.getByLabelText('Current page').textContent).toBe(route);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers Save and Continue Later when the server fails, with the typed values kept', async () => {
    wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(),
      'check-enroll-code': () => ({ data: noCode }),
      'save-personal-info': () => ({ status: 503, error: { message: 'Service Unavailable' } }),
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    await screen.findByLabelText(/First Name/);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const popup = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(popup.textContent).toContain('Something went wrong. Please save your enrollment.');
    await user.click(within(popup).getByRole('button', { name: 'Save and Continue Later' }));
    expect(await screen.findByRole('dialog', { name: 'Save & Continue Later' })).toBeTruthy();
    expect(screen.getByLabelText(/Weight/)).toHaveProperty('value', '140');
  });

  it('checks and keeps a mandatory enroller code before saving the step', async () => {
    const requests = wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(),
      'check-enroll-code': () => ({
        data: { show_enroll_code: { status: true }, is_optional: false, enroller_code: null },
      }),
      'save-enroller-code': ({ body }) =>
        (body as { enrollerCode: string }).enrollerCode === 'PR4409'
          ? { data: { enroller_code: 'PR4409', name: 'Priya Raman' } }
          : {
              status: 422,
              error: {
                message: 'Invalid',
                fieldErrors: [{ target_element: 'enroller_code', error_message: personalMessages.invalidEnrollerCode }],
              },
            },
      'save-personal-info': saved,
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    const code = await screen.findByLabelText(/Enroller Code/);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(code)).toMatch(/^Field is required/));
    await user.type(code, 'XX0000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(code)).toMatch(new RegExp(`^${personalMessages.invalidEnrollerCode}`)));
    expect(callsTo(requests, 'save-personal-info')).toEqual([]);
    await user.clear(code);
    await user.type(code, 'PR4409');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(callsTo(requests, 'save-personal-info')).toHaveLength(1));
    expect(callsTo(requests, 'save-personal-info')[0]?.body).not.toHaveProperty('enroller_code');
  });

  it('offers an optional enroller code in a dialog that flags an empty one', async () => {
    const requests = wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(),
      'check-enroll-code': () => ({
        data: { show_enroll_code: { status: true }, is_optional: true, enroller_code: null },
      }),
      'save-enroller-code': () => ({ data: { enroller_code: 'ML2048', name: 'Maria Lopez' } }),
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    await user.click(await screen.findByRole('button', { name: 'Add Enroller Code' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Enroller Code' }));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(descriptionOf(dialog.getByLabelText(/Enroller Code/))).toBe('Field is required'));
    await user.type(dialog.getByLabelText(/Enroller Code/), 'ML2048');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText(/Maria Lopez/)).toBeTruthy());
    expect(callsTo(requests, 'save-enroller-code')[0]?.body).toEqual({
      enrollment_id: TEMP_ID,
      enrollerCode: 'ML2048',
    });
    // The dialog's form is its own: the step was not submitted with it.
    expect(callsTo(requests, 'save-personal-info')).toEqual([]);
  });

  it('keeps what is typed as a draft, each with a higher revision, and never the SSN', async () => {
    const requests = wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(medicalFields, 4),
      'check-enroll-code': () => ({ data: noCode }),
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    await user.type(await screen.findByLabelText(/Social Security Number/), '123456789');
    await user.type(screen.getByLabelText(/Middle Name/), 'Luz');
    await waitFor(() => expect(callsTo(requests, 'save-step-draft').length).toBeGreaterThan(0), { timeout: 3000 });
    const before = callsTo(requests, 'save-step-draft').length;
    await user.type(screen.getByLabelText(/Weight/), '140');
    // Leaving the field sends at once.
    await user.tab();
    await waitFor(() => expect(callsTo(requests, 'save-step-draft')).toHaveLength(before + 1));
    const drafts = callsTo(requests, 'save-step-draft').map((request) => request.body as Record<string, unknown>);
    expect(drafts.map((draft) => draft.revision)).toEqual(drafts.map((_, index) => 5 + index));
    expect(drafts.at(-1)).toMatchObject({ tab_name: 'primary_info', data: { middle_name: 'Luz', weight: '140' } });
    expect(drafts.some((draft) => 'ssn' in (draft.data as object))).toBe(false);
  });

  it('goes back to the cart from the first step', async () => {
    wizardServer({
      'get-form-fields-personal-info': fieldsAnswer(),
      'check-enroll-code': () => ({ data: noCode }),
    });
    const { user } = renderStep(<PersonalInfoStep />, route);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Current page').textContent).toBe('/cart');
  });
});
