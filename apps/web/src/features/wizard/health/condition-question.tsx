import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Group, Radio } from '@mantine/core';
import { asksPhysician, type HealthQuestion } from '@openenroll/contract/wizard/health-info';
import { useFormContext, useWatch } from 'react-hook-form';
import fieldClasses from '../fields/fields.module.css';
import { DateDetail, TextDetail, YesNoDetail } from './health-fields.tsx';
import classes from './health-questions.module.css';

/** Yes or No, No by default: one question's answer, its legend the question. */
export function YesNoRadios({ name }: { name: string }) {
  const { register } = useFormContext();
  return (
    <Group gap="lg">
      <Radio value="1" label="Yes" {...register(name)} />
      <Radio value="0" label="No" {...register(name)} />
    </Group>
  );
}

type ConditionQuestionProps = { question: HealthQuestion; number: number; name: string };

/** One condition question; Yes asks for the condition's details in the layout the question asks for. */
export function ConditionQuestion({ question, number, name }: ConditionQuestionProps) {
  const answer = useWatch({ name: `${name}.yes_no_flag` });
  const detail = (field: string) => `${name}.conditions.0.${field}`;
  return (
    <fieldset className={classes.question}>
      <legend className={classes.legend}>
        {number}. {question.question_text}
      </legend>
      <YesNoRadios name={`${name}.yes_no_flag`} />
      {answer === '1' &&
        (asksPhysician(question.question_id) ? (
          <div className={`${fieldClasses.grid} ${classes.details}`}>
            <TextDetail name={detail('condition')} label="Condition" required />
            <TextDetail name={detail('status')} label="Status" required />
            <DateDetail name={detail('last_seen_by_physician')} label="Last Seen by Physician" required />
            <DateDetail name={detail('date_of_recovery')} label="Date of Recovery" />
            <TextDetail name={detail('physician_name')} label="Physician Name" required />
            <TextDetail name={detail('phone')} label="Physician Phone" required />
            <div className={fieldClasses.wide}>
              <TextDetail name={detail('address')} label="Physician Address" required />
            </div>
          </div>
        ) : (
          <div className={`${fieldClasses.grid} ${classes.details}`}>
            <div className={fieldClasses.wide}>
              <TextDetail name={detail('health_condition')} label="Health Condition" required />
            </div>
            <DateDetail name={detail('date_of_onset')} label="Date of Onset" required />
            <DateDetail name={detail('date_of_recovery')} label="Date of Recovery" />
            <YesNoDetail name={detail('is_treatment')} label="Receiving Treatment" />
            <YesNoDetail name={detail('is_medicate')} label="Taking Medication" />
            <DateDetail name={detail('d_last_seen')} label="Date Last Seen by a Physician" />
            <div className={fieldClasses.wide}>
              <TextDetail name={detail('symptoms')} label="Symptoms" long />
            </div>
          </div>
        ))}
    </fieldset>
  );
}
