import { asksPhysician, type HealthQuestion, type HealthQuestions } from '@openenroll/contract/wizard/health-info';

/** The details a Yes asks for: questions 145–147 ask for the physician, the others about the condition itself. */
export const physicianDetails = [
  'condition',
  'status',
  'last_seen_by_physician',
  'date_of_recovery',
  'physician_name',
  'address',
  'phone',
] as const;
export const ordinaryDetails = [
  'health_condition',
  'date_of_onset',
  'date_of_recovery',
  'is_treatment',
  'is_medicate',
  'd_last_seen',
  'symptoms',
] as const;
export const medicationDetails = ['medication', 'dosage', 'medical_condition'] as const;

export const detailsOf = (questionId: number) => (asksPhysician(questionId) ? physicianDetails : ordinaryDetails);

export type YesNo = '1' | '0';
export type ConditionAnswerValues = {
  question_id: number;
  question_text: string;
  yes_no_flag: YesNo;
  /** One condition, every detail of its layout as typed (blank until typed). */
  conditions: Record<string, string>[];
};
export type MedicationRow = Record<(typeof medicationDetails)[number], string>;
export type MedicationAnswerValues = {
  question_id: number;
  question_text: string;
  yes_no_flag: YesNo;
  medications: MedicationRow[];
};
/** One person's answers as the editor holds them. */
export type HealthFormValues = {
  condition_questions: ConditionAnswerValues[];
  medication_question: MedicationAnswerValues | null;
  notes: string;
};

/** Answers kept before (saved or drafted), as get-existing-primary-health-info or a dependent's health_info hold them. */
export type KeptHealthAnswers = {
  condition_questions?: Record<string, unknown>[] | null;
  medication_question?: Record<string, unknown> | null;
  notes?: string | null;
} | null;

const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const listOf = (value: unknown) => (Array.isArray(value) ? value.map(recordOf) : []);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const yesNo = (value: unknown): YesNo => (String(value) === '1' ? '1' : '0');

export const emptyMedicationRow = (): MedicationRow => ({ medication: '', dosage: '', medical_condition: '' });

function conditionValues(question: HealthQuestion, kept: Record<string, unknown> | undefined): ConditionAnswerValues {
  const condition = recordOf(listOf(kept?.conditions)[0]);
  return {
    question_id: question.question_id,
    question_text: question.question_text,
    yes_no_flag: yesNo(kept?.yes_no_flag),
    conditions: [Object.fromEntries(detailsOf(question.question_id).map((name) => [name, text(condition[name])]))],
  };
}

/**
 * The editor's starting values: every question asked, answered No unless kept answers say Yes, each with all the
 * details of its layout (blank until typed, so a server message always finds its field) and at least one
 * medication row.
 */
export function healthFormValues(questions: HealthQuestions, kept: KeptHealthAnswers = null): HealthFormValues {
  const keptById = new Map(listOf(kept?.condition_questions).map((answer) => [Number(answer.question_id), answer]));
  const medication = questions.medication_question;
  const keptMedication = recordOf(kept?.medication_question);
  const rows = listOf(keptMedication.medications).map(
    (row) => Object.fromEntries(medicationDetails.map((name) => [name, text(row[name])])) as MedicationRow,
  );
  return {
    condition_questions: questions.codition_questions.map((question) =>
      conditionValues(question, keptById.get(question.question_id)),
    ),
    medication_question: medication && {
      question_id: medication.question_id,
      question_text: medication.question_text,
      yes_no_flag:
        Number(keptMedication.question_id) === medication.question_id ? yesNo(keptMedication.yes_no_flag) : '0',
      medications: rows.length > 0 ? rows : [emptyMedicationRow()],
    },
    notes: text(kept?.notes),
  };
}

/**
 * The answers as a draft keeps them: one entry per typed value, named by its path (`condition_questions.0.
 * conditions.0.date_of_onset`), since a draft holds plain values only. Health answers hold no SSN or card number.
 */
export function healthDraftOf(values: object, prefix = '') {
  const draft: Record<string, string | number> = {};
  const walk = (value: unknown, path: string) => {
    const at = (name: string | number) => (path ? `${path}.${name}` : String(name));
    if (typeof value === 'string') draft[path] = value.slice(0, 2000);
    else if (typeof value === 'number') draft[path] = value;
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, at(index));
    } else if (typeof value === 'object' && value !== null) {
      for (const [name, inner] of Object.entries(value)) walk(inner, at(name));
    }
  };
  walk(values, prefix);
  return draft;
}
