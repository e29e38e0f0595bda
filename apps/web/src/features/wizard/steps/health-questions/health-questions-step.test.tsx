import { messages } from '@openenroll/contract/messages';
import { healthMessages } from '@openenroll/contract/wizard/health-info';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientState } from '../../../../shared/client-state.ts';
import { descriptionOf } from '../../../../shared/testing/description-of.ts';
import {
  callsTo,
  dentalTabs,
  renderStep,
  STEP_TEST,
  TEMP_ID,
  tabsAnswer,
  wizardServer,
} from '../../testing/wizard-server.tsx';
import { HealthQuestionsStep } from './health-questions-step.tsx';

const keptAnswersSaved =
  'Your answers from your last application are filled in and saved. Change any that are no longer true, then press Next.';

vi.mock('html-to-image', () => ({ toPng: async () => 'data:image/png;base64,iVBORw0KGgo=' }));

const route = '/enrollment/health-questions';
const healthTabs = dentalTabs.map((tab) => (tab.tab_name === 'primary_health_info' ? { ...tab, required: true } : tab));
const questions = {
  codition_questions: [
    { question_id: 101, question_text: 'In the past 5 years, have you been treated for heart disease?' },
    { question_id: 146, question_text: 'Have you been treated for a mental or nervous disorder?' },
  ],
  medication_question: { question_id: 150, question_text: 'Are you currently taking any prescription medication?' },
};
const asked = (
  existing: unknown = null,
  draft_revision: number | null = null,
  source: 'enrollment' | 'member' | null = existing ? 'enrollment' : null,
) => ({
  'get-dynamic-tabs': tabsAnswer(['primary_info', 'contact_info'], healthTabs),
  'get-health-questions-primary-health-info': () => ({ data: { result: questions } }),
  'get-existing-primary-health-info': () => ({ data: { result: existing, draft_revision, source } }),
});
const saved = () => ({ data: { completed: ['primary_info', 'contact_info', 'primary_health_info'] } });
const question = (name: RegExp) => screen.getByRole('group', { name });

beforeEach(() => localStorage.clear());

describe('the Health Questions step', STEP_TEST, () => {
  it('asks for the details of a Yes, lists medications, saves the answers and moves on', async () => {
    const requests = wizardServer({ ...asked(), 'save-primary-health-info': saved });
    const { user } = renderStep(<HealthQuestionsStep />, route);
    const heart = await screen.findByRole('group', { name: /heart disease/ });
    expect(within(heart).getByLabelText('No')).toHaveProperty('checked', true);
    await user.click(within(heart).getByLabelText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const condition = within(heart).getByLabelText(/Health Condition/);
    await waitFor(() => expect(descriptionOf(condition)).toBe(messages.required));
    expect(descriptionOf(within(heart).getByLabelText(/Date of Onset/))).toBe(messages.required);
    expect(descriptionOf(within(heart).getByLabelText(/Receiving Treatment/))).toBe(messages.required);
    expect(document.activeElement).toBe(condition);
    expect(callsTo(requests, 'save-primary-health-info')).toEqual([]);

    await user.type(condition, 'Hypertension');
    await user.type(within(heart).getByLabelText(/Date of Onset/), '06012020');
    await user.selectOptions(within(heart).getByLabelText(/Receiving Treatment/), 'Yes');
    await user.selectOptions(within(heart).getByLabelText(/Taking Medication/), 'No');

    const medication = question(/prescription medication/);
    await user.click(within(medication).getByLabelText('Yes'));
    expect(within(medication).getByText(healthMessages.genericName)).toBeTruthy();
    const typeRow = async (index: number, row: [string, string, string]) => {
      for (const [at, label] of [/^Medication/, /^Dosage/, /^Medical Condition/].entries())
        await user.type(
          within(medication).getAllByRole('textbox', { name: label })[index] as HTMLElement,
          row[at] ?? '',
        );
    };
    await typeRow(0, ['Ibuprofen', '200 mg', 'Headache']);
    await user.click(within(medication).getByRole('button', { name: 'Add Medication' }));
    await typeRow(1, ['Lisinopril', '10 mg', 'Hypertension']);
    await user.click(within(medication).getByRole('button', { name: 'Remove medication 1' }));
    await user.type(screen.getByLabelText('Additional Notes'), 'Stable for two years.');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/billing-information'),
    );
    expect(callsTo(requests, 'save-primary-health-info').map((request) => request.body)).toEqual([
      {
        enrollment_id: TEMP_ID,
        condition_questions: [
          {
            question_id: 101,
            question_text: questions.codition_questions[0]?.question_text,
            yes_no_flag: 1,
            conditions: [
              { health_condition: 'Hypertension', date_of_onset: '06/01/2020', is_treatment: 1, is_medicate: 0 },
            ],
          },
          {
            question_id: 146,
            question_text: questions.codition_questions[1]?.question_text,
            yes_no_flag: 0,
            conditions: [],
          },
        ],
        medication_question: {
          question_id: 150,
          question_text: questions.medication_question.question_text,
          yes_no_flag: 1,
          medications: [{ medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Hypertension' }],
        },
        notes: 'Stable for two years.',
      },
    ]);
    // The picture is drawn once the browser is idle, after the next step opened.
    await waitFor(() => expect(callsTo(requests, 'save-screenshot')).toHaveLength(1));
  });

  it("shows the server's messages under the nested fields it names, keeping what was typed", async () => {
    wizardServer({
      ...asked({
        condition_questions: [
          {
            question_id: 146,
            yes_no_flag: '1',
            conditions: [
              {
                condition: 'Anxiety',
                status: 'Managed',
                last_seen_by_physician: '01/10/2025',
                physician_name: 'Dr. Ruiz',
                address: '1 Elm St',
                phone: '2145550100',
              },
            ],
          },
        ],
        medication_question: {
          question_id: 150,
          yes_no_flag: '1',
          medications: [{ medication: 'Sertraline', dosage: '50 mg', medical_condition: 'Anxiety' }],
        },
        notes: null,
      }),
      'save-primary-health-info': () => ({
        status: 422,
        error: {
          message: 'Validation failed',
          fieldErrors: [
            {
              target_element: 'condition_questions.1.conditions.0.last_seen_by_physician',
              error_message: healthMessages.futureDate,
            },
            { target_element: 'medication_question.medications.0.dosage', error_message: 'Dose not recognised' },
          ],
        },
      }),
    });
    const { user } = renderStep(<HealthQuestionsStep />, route);
    const mental = await screen.findByRole('group', { name: /mental or nervous/ });
    expect(within(mental).getByLabelText(/Physician Name/)).toHaveProperty('value', 'Dr. Ruiz');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const lastSeen = within(mental).getByLabelText(/Last Seen by Physician/);
    await waitFor(() => expect(descriptionOf(lastSeen)).toBe(healthMessages.futureDate));
    expect(lastSeen).toHaveProperty('value', '01/10/2025');
    const dosage = within(question(/prescription medication/)).getByRole('textbox', { name: /^Dosage/ });
    expect(descriptionOf(dosage)).toBe('Dose not recognised');
    expect(screen.getByLabelText('Current page').textContent).toBe(route);
  });

  it('drafts what is typed, one value per path, above the revision the server holds', async () => {
    const requests = wizardServer(asked(null, 7));
    const { user } = renderStep(<HealthQuestionsStep />, route);
    const heart = await screen.findByRole('group', { name: /heart disease/ });
    await user.click(within(heart).getByLabelText('Yes'));
    await user.type(within(heart).getByLabelText(/Health Condition/), 'Angina');
    const lastDraft = () => callsTo(requests, 'save-step-draft').at(-1)?.body as { revision: number; data: object };
    await waitFor(() =>
      expect(lastDraft()?.data).toHaveProperty(['condition_questions.0.conditions.0.health_condition'], 'Angina'),
    );
    const last = lastDraft();
    expect(last.revision).toBeGreaterThan(7);
    expect(last.data).toMatchObject({
      'condition_questions.0.yes_no_flag': '1',
      'condition_questions.0.conditions.0.health_condition': 'Angina',
      'medication_question.yes_no_flag': '0',
    });
  });

  it("submits an existing member's kept answers once on arrival, and stays for them to be checked", async () => {
    clientState.set('enroll_type', 'existing-member');
    const kept = {
      condition_questions: [
        { question_id: 101, yes_no_flag: 0, conditions: [] },
        { question_id: 146, yes_no_flag: 0, conditions: [] },
      ],
      medication_question: {
        question_id: 150,
        yes_no_flag: 1,
        medications: [{ medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Hypertension' }],
      },
      notes: 'Nothing new.',
    };
    let source: 'member' | 'enrollment' = 'member';
    const requests = wizardServer({
      ...asked(kept),
      'get-existing-primary-health-info': () => ({ data: { result: kept, draft_revision: null, source } }),
      'save-primary-health-info': () => {
        source = 'enrollment';
        return saved();
      },
    });
    const first = renderStep(<HealthQuestionsStep />, route);
    expect(await screen.findByText(keptAnswersSaved)).toBeTruthy();
    expect(callsTo(requests, 'save-primary-health-info').map((request) => request.body)).toEqual([
      expect.objectContaining({
        enrollment_id: TEMP_ID,
        medication_question: expect.objectContaining({ medications: kept.medication_question.medications }),
        notes: 'Nothing new.',
      }),
    ]);
    // The answers are read again, and the person stays on the step with them.
    await waitFor(() => expect(callsTo(requests, 'get-existing-primary-health-info')).toHaveLength(2));
    expect(screen.getByLabelText('Current page').textContent).toBe(route);
    expect(screen.getByLabelText('Additional Notes')).toHaveProperty('value', 'Nothing new.');
    expect(clientState.get('health_track')).toBe(TEMP_ID);
    first.unmount();

    // Once only: even were the server to offer the kept answers again, the step does not submit them twice.
    source = 'member';
    renderStep(<HealthQuestionsStep />, route);
    await screen.findByRole('group', { name: /heart disease/ });
    await waitFor(() => expect(callsTo(requests, 'get-existing-primary-health-info')).toHaveLength(3));
    expect(callsTo(requests, 'save-primary-health-info')).toHaveLength(1);
    expect(screen.queryByText(keptAnswersSaved)).toBeNull();
  });

  it('submits nothing on arrival for a new member, or answers this enrollment already holds', async () => {
    const requests = wizardServer(asked({ condition_questions: [], medication_question: null, notes: 'Mine' }));
    const first = renderStep(<HealthQuestionsStep />, route);
    expect(await screen.findByLabelText('Additional Notes')).toHaveProperty('value', 'Mine');
    first.unmount();
    clientState.set('enroll_type', 'new-member');
    const again = wizardServer(
      asked({ condition_questions: [], medication_question: null, notes: 'Kept' }, null, 'member'),
    );
    renderStep(<HealthQuestionsStep />, route);
    expect(await screen.findByLabelText('Additional Notes')).toHaveProperty('value', 'Kept');
    expect(callsTo(requests, 'save-primary-health-info')).toHaveLength(0);
    expect(callsTo(again, 'save-primary-health-info')).toHaveLength(0);
    expect(screen.queryByText(keptAnswersSaved)).toBeNull();
  });

  it('goes back to the previous step', async () => {
    wizardServer(asked());
    const { user } = renderStep(<HealthQuestionsStep />, route);
    await screen.findByRole('group', { name: /heart disease/ });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByLabelText('Current page').textContent).toBe('/enrollment/contact-info'));
  });
});
