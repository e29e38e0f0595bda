import '@mantine/core/styles/Input.layer.css';
import { Textarea } from '@mantine/core';
import type { HealthQuestions } from '@openenroll/contract/wizard/health-info';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../../shared/i18n/use-t.ts';
import { ConditionQuestion } from './condition-question.tsx';
import { pathIn, useErrorOf } from './health-fields.tsx';
import { healthMessages } from './health-messages.ts';
import classes from './health-questions.module.css';
import { MedicationQuestion } from './medication-question.tsx';

type HealthQuestionsFieldsProps = {
  questions: HealthQuestions;
  /**
   * Where the answers sit in the surrounding form ('' for a form of their own, `health_info` inside a
   * dependent's), holding `healthFormValues(questions, kept)`.
   */
  prefix?: string;
};

/**
 * One person's health answers (part 2, §2.9), inside a react-hook-form form (FormProvider): each condition question
 * Yes or No with its details on Yes, the medication question with its list, and Additional Notes. Messages, the
 * browser's or the server's, show under the nested field they name.
 */
export function HealthQuestionsFields({ questions, prefix = '' }: HealthQuestionsFieldsProps) {
  const t = useT(healthMessages);
  const { register } = useFormContext();
  const errorOf = useErrorOf();
  const notes = pathIn(prefix, 'notes');
  const count = questions.codition_questions.length;
  return (
    <div className={classes.questions}>
      {questions.codition_questions.map((question, index) => (
        <ConditionQuestion
          key={question.question_id}
          question={question}
          number={index + 1}
          name={pathIn(prefix, `condition_questions.${index}`)}
        />
      ))}
      {questions.medication_question && (
        <MedicationQuestion
          question={questions.medication_question}
          number={count + 1}
          name={pathIn(prefix, 'medication_question')}
        />
      )}
      <Textarea
        label={t('health.notes')}
        rows={4}
        resize="vertical"
        maxLength={2000}
        {...register(notes)}
        error={errorOf(notes)}
      />
    </div>
  );
}
