import { type HealthQuestions, healthMessages } from '@openenroll/contract/wizard/health-info';
import { screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../shared/i18n/locale.ts';
import { descriptionOf } from '../../../shared/testing/description-of.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { type HealthFormValues, healthDraftOf, healthFormValues } from './health-answers.ts';
import { HealthQuestionsFields } from './health-questions-fields.tsx';

const questions: HealthQuestions = {
  codition_questions: [
    { question_id: 101, question_text: 'Heart disease in the past 5 years?' },
    { question_id: 146, question_text: 'Treated for a mental or nervous disorder?' },
  ],
  medication_question: { question_id: 150, question_text: 'Taking prescription medication?' },
};

type Dependent = { first_name: string; health_info: HealthFormValues };
let current: () => Dependent;

/** A dependent's form holding the answers under `health_info`, as the Dependent step uses the editor. */
function DependentForm({
  kept,
  asked = questions,
}: {
  kept?: Parameters<typeof healthFormValues>[1];
  asked?: HealthQuestions;
}) {
  const form = useForm<Dependent>({
    defaultValues: { first_name: 'Mia', health_info: healthFormValues(asked, kept) },
  });
  current = form.getValues;
  return (
    <FormProvider {...form}>
      <form>
        <HealthQuestionsFields questions={asked} prefix="health_info" />
        <button
          type="button"
          onClick={() =>
            form.setError('health_info.condition_questions.1.conditions.0.physician_name', {
              type: 'server',
              message: 'Field is required',
            })
          }
        >
          Refuse
        </button>
      </form>
    </FormProvider>
  );
}

const question = (name: RegExp) => screen.getByRole('group', { name });

describe('the health questions editor', () => {
  it('answers No by default; Yes asks for the details of the layout the question uses', async () => {
    const { user } = renderWithProviders(<DependentForm />);
    const heart = question(/Heart disease/);
    expect(within(heart).getByLabelText('No')).toHaveProperty('checked', true);
    expect(within(heart).queryByLabelText(/Health Condition/)).toBeNull();

    await user.click(within(heart).getByLabelText('Yes'));
    for (const label of [/Health Condition/, /Date of Onset/, /Receiving Treatment/, /Taking Medication/, /Symptoms/])
      expect(within(heart).getByLabelText(label)).toBeTruthy();
    await user.type(within(heart).getByLabelText(/Date of Onset/), '13352020');
    expect(within(heart).getByLabelText(/Date of Onset/)).toHaveProperty('value', '12/31/2020');

    const mental = question(/mental or nervous/);
    await user.click(within(mental).getByLabelText('Yes'));
    for (const label of [/^Condition/, /Status/, /Last Seen by Physician/, /Physician Name/, /Physician Address/])
      expect(within(mental).getByLabelText(label)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const physician = within(mental).getByLabelText(/Physician Name/);
    expect(physician.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(physician)).toContain('Field is required');
  });

  it('keeps at least one medication row and offers Remove only beside two or more', async () => {
    const { user } = renderWithProviders(<DependentForm />);
    const medication = question(/prescription medication/);
    await user.click(within(medication).getByLabelText('Yes'));
    expect(within(medication).getByText(healthMessages.genericName)).toBeTruthy();
    expect(within(medication).queryByRole('button', { name: /Remove/ })).toBeNull();

    await user.type(within(medication).getByRole('textbox', { name: /^Medication/ }), 'lisinopril');
    await user.click(within(medication).getByRole('button', { name: 'Add Medication' }));
    expect(within(medication).getAllByLabelText(/^Dosage/)).toHaveLength(2);
    await user.click(within(medication).getByRole('button', { name: 'Remove medication 1' }));
    expect(within(medication).getAllByLabelText(/^Dosage/)).toHaveLength(1);
    expect(document.activeElement).toBe(within(medication).getByRole('button', { name: 'Add Medication' }));
    expect(within(medication).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(current().health_info.medication_question?.medications).toEqual([
      { medication: '', dosage: '', medical_condition: '' },
    ]);
  });

  it('starts from kept answers and drafts each value by its path', () => {
    renderWithProviders(
      <DependentForm
        kept={{
          condition_questions: [
            { question_id: 101, yes_no_flag: 1, conditions: [{ health_condition: 'Asthma', is_treatment: 1 }] },
          ],
          medication_question: { question_id: 150, yes_no_flag: 0, medications: [] },
          notes: 'Mild',
        }}
      />,
    );
    expect(within(question(/Heart disease/)).getByLabelText(/Health Condition/)).toHaveProperty('value', 'Asthma');
    expect(within(question(/Heart disease/)).getByLabelText(/Receiving Treatment/)).toHaveProperty('value', '1');
    expect(screen.getByLabelText('Additional Notes')).toHaveProperty('value', 'Mild');
    const draft = healthDraftOf(current().health_info);
    expect(draft).toMatchObject({
      'condition_questions.0.yes_no_flag': '1',
      'condition_questions.0.conditions.0.health_condition': 'Asthma',
      'condition_questions.1.conditions.0.physician_name': '',
      'medication_question.medications.0.medication': '',
      notes: 'Mild',
    });
  });
});

describe('the health questions on a Spanish page', () => {
  beforeAll(() => activateLocale('es'));
  afterAll(() => activateLocale('en'));

  it('marks a question the catalog has only in English as English', () => {
    renderWithProviders(
      <DependentForm
        asked={{
          codition_questions: [
            { question_id: 101, question_text: 'Heart disease in the past 5 years?', text_language: 'en' },
            { question_id: 102, question_text: '¿Diabetes en los últimos 5 años?', text_language: 'es' },
          ],
          medication_question: {
            question_id: 150,
            question_text: 'Taking prescription medication?',
            text_language: 'en',
          },
        }}
      />,
    );
    expect(screen.getByText('Heart disease in the past 5 years?').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Taking prescription medication?').getAttribute('lang')).toBe('en');
    expect(screen.getByText('¿Diabetes en los últimos 5 años?').hasAttribute('lang')).toBe(false);
    expect(within(question(/Heart disease/)).getByLabelText('Sí')).toBeTruthy();
  });
});
