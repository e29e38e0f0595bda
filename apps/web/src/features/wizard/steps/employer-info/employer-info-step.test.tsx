import {
  averageWorkWeeks,
  bargainingUnits,
  compensationTypes,
  employerMessages,
  employmentStatuses,
  holidayPolicies,
  vacationPolicies,
} from '@openenroll/contract/wizard/employer-info';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientState } from '../../../../shared/client-state.ts';
import { descriptionOf } from '../../../../shared/testing/description-of.ts';
import type { ApiRequest } from '../../../../shared/testing/fake-api.ts';
import {
  callsTo,
  field,
  renderStep,
  STEP_TEST,
  TEMP_ID,
  tabsAnswer,
  withEmployer,
  wizardServer,
} from '../../testing/wizard-server.tsx';
import { EmployerInfoStep } from './employer-info-step.tsx';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/employer-info';

/** What a disability plan asks, prefilled from the group where it can be. */
const employerFields = [
  field('name', 'Lone Star Logistics'),
  field('phone', '2145550199'),
  field('address1', '500 Commerce St'),
  field('address2'),
  field('city', 'Dallas'),
  field('state', 'TX'),
  field('zip', '75201'),
  field('occupation'),
  field('employment_status'),
  field('average_work_week'),
  field('employment_start_date'),
  field('compensation_type'),
  field('emp_industry'),
  field('emp_num_employed'),
  field('emp_vac_policy'),
  field('emp_barg_unit'),
  field('holiday_policy'),
];

const list = (choices: readonly { value: string; name: string }[]) => () => ({ data: { result: choices } });

function server(more: Record<string, (request: ApiRequest) => unknown> = {}, iha = false) {
  return wizardServer({
    'get-dynamic-tabs': tabsAnswer(['primary_info', 'contact_info'], withEmployer),
    'get-form-fields-employer-info': () => ({ data: { result: employerFields, draft_revision: null } }),
    'get-average-work-week': list(averageWorkWeeks),
    'get-employment-status': list(employmentStatuses),
    'get-vacation-policy': list(vacationPolicies),
    'get-bargaining-unit': list(bargainingUnits),
    'get-holiday-policy': list(holidayPolicies),
    'get-compensation-types': list(compensationTypes),
    'get-cart-plan-info': () => ({ data: { is_IHA: iha, has_spouse: false } }),
    'get-enrollment-temp-info': () => ({ data: { result: '08/01/2030' } }),
    'validate-zip-code': () => ({ data: { zip: '75201', city: 'Dallas', state: 'TX' } }),
    ...(more as Record<string, (request: ApiRequest) => { data: unknown }>),
  });
}

beforeEach(() => localStorage.clear());

async function fillEmployment(user: ReturnType<typeof renderStep>['user'], start = '03012026') {
  await user.type(await screen.findByLabelText(/Occupation/), 'Dispatcher');
  await user.selectOptions(screen.getByLabelText(/Employment Status/), 'Active');
  await user.selectOptions(screen.getByLabelText(/Average Work Week/), '40 hours or more');
  await user.type(screen.getByLabelText(/Employment Start Date/), start);
  await user.selectOptions(screen.getByLabelText(/Compensation Type/), 'Salary');
  await user.type(screen.getByLabelText(/Employer Industry/), 'Logistics');
  await user.type(screen.getByLabelText(/Number of Employees/), '120');
  await user.selectOptions(screen.getByLabelText(/Vacation Policy/), '2 weeks');
  await user.selectOptions(screen.getByLabelText(/Bargaining Unit/), 'No');
}

describe('the Employer Information step', STEP_TEST, () => {
  it("starts from the group's details and offers the lists' choices", async () => {
    server();
    renderStep(<EmployerInfoStep />, route);
    expect(await screen.findByLabelText(/Employer Name/)).toHaveProperty('value', 'Lone Star Logistics');
    const status = screen.getByLabelText(/Employment Status/);
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select', 'Active', 'COBRA', 'Retired']);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(
      holidayPolicies.map((policy) => policy.value),
    );
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });

  it('blocks Next for a retired employee, and says why', async () => {
    server();
    const { user } = renderStep(<EmployerInfoStep />, route);
    await user.selectOptions(await screen.findByLabelText(/Employment Status/), 'Retired');
    expect(descriptionOf(screen.getByLabelText(/Employment Status/))).toBe(employerMessages.retired);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText(/Employment Status/), 'Active');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  });

  it("says each rule's message under its field", async () => {
    const requests = server();
    const { user } = renderStep(<EmployerInfoStep />, route);
    const name = await screen.findByLabelText(/Employer Name/);
    await user.clear(name);
    await user.type(name, '***');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(descriptionOf(name)).toBe(employerMessages.invalidEmployer));
    expect(descriptionOf(screen.getByRole('group', { name: /Holiday Policy/ }))).toBe(employerMessages.holidayPolicy);
    expect(descriptionOf(screen.getByLabelText(/Occupation/))).toBe('Field is required');
    expect(callsTo(requests, 'save-employer-info')).toEqual([]);
  });

  it('refuses a start more than two months after the effective date', async () => {
    server();
    const { user } = renderStep(<EmployerInfoStep />, route);
    await fillEmployment(user, '10022030');
    await user.click(screen.getByRole('checkbox', { name: 'Birthday' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Employment Start Date/))).toBe(employerMessages.startDate),
    );
  });

  it('saves the answers and moves on to Billing Information', async () => {
    const requests = server({
      'save-employer-info': () => ({ data: { completed: ['primary_info', 'contact_info', 'employer_info'] } }),
    });
    const { user } = renderStep(<EmployerInfoStep />, route);
    await fillEmployment(user);
    await user.click(screen.getByRole('checkbox', { name: 'Standard 6' }));
    await user.click(screen.getByRole('checkbox', { name: 'Floating Day' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/billing-information'),
    );
    expect(callsTo(requests, 'save-employer-info')[0]?.body).toMatchObject({
      enrollment_id: TEMP_ID,
      name: 'Lone Star Logistics',
      phone: '2145550199',
      employment_start_date: '03/01/2026',
      emp_num_employed: 120,
      holiday_policy: {
        Standard_6: 1,
        Presendents_Day: 0,
        Columbus_Day: 0,
        Religious_Days: 0,
        Birthday: 0,
        Floating_Day: 1,
      },
    });
  });

  it('may be skipped with an IHA plan in the cart: saved empty and marked skipped', async () => {
    const requests = server(
      { 'save-employer-info': () => ({ data: { completed: ['primary_info', 'contact_info', 'employer_info'] } }) },
      true,
    );
    const { user } = renderStep(<EmployerInfoStep />, route);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(callsTo(requests, 'save-employer-info')).toHaveLength(1));
    expect(callsTo(requests, 'save-employer-info')[0]?.body).toEqual({ enrollment_id: TEMP_ID, skip: true });
    expect(clientState.get('isEmployerTabSkip')).toBe(true);
  });
});
