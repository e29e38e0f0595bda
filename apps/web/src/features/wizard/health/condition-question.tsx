import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Group, Radio } from '@mantine/core';
import { asksPhysician, type HealthQuestion } from '@openenroll/contract/wizard/health-info';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import fieldClasses from '../fields/fields.module.css';
import { DateDetail, TextDetail, YesNoDetail } from './health-fields.tsx';
import { healthMessages } from './health-messages.ts';
import classes from './health-questions.module.css';

/** Yes or No, No by default: one question's answer, its legend the question. */
export function YesNoRadios({ name }: { name: string }) {
  const t = useT(healthMessages);
  const { register } = useFormContext();
  return (
    <Group gap="lg">
      <Radio value="1" label={t('health.yes')} {...register(name)} />
      <Radio value="0" label={t('health.no')} {...register(name)} />
    </Group>
  );
}

type ConditionQuestionProps = { question: HealthQuestion; number: number; name: string };

/** One condition question; Yes asks for the condition's details in the layout the question asks for. */
export function ConditionQuestion({ question, number, name }: ConditionQuestionProps) {
  const t = useT(healthMessages);
  const textLang = useTextLang();
  const answer = useWatch({ name: `${name}.yes_no_flag` });
  const detail = (field: string) => `${name}.conditions.0.${field}`;
  return (
    <fieldset className={classes.question}>
      <legend className={classes.legend}>
        {number}. <span lang={textLang(question)}>{question.question_text}</span>
      </legend>
      <YesNoRadios name={`${name}.yes_no_flag`} />
      {answer === '1' &&
        (asksPhysician(question.question_id) ? (
          <div className={`${fieldClasses.grid} ${classes.details}`}>
            <TextDetail name={detail('condition')} label={t('health.condition')} required />
            <TextDetail name={detail('status')} label={t('health.status')} required />
            <DateDetail name={detail('last_seen_by_physician')} label={t('health.lastSeenByPhysician')} required />
            <DateDetail name={detail('date_of_recovery')} label={t('health.dateOfRecovery')} />
            <TextDetail name={detail('physician_name')} label={t('health.physicianName')} required />
            <TextDetail name={detail('phone')} label={t('health.physicianPhone')} required />
            <div className={fieldClasses.wide}>
              <TextDetail name={detail('address')} label={t('health.physicianAddress')} required />
            </div>
          </div>
        ) : (
          <div className={`${fieldClasses.grid} ${classes.details}`}>
            <div className={fieldClasses.wide}>
              <TextDetail name={detail('health_condition')} label={t('health.healthCondition')} required />
            </div>
            <DateDetail name={detail('date_of_onset')} label={t('health.dateOfOnset')} required />
            <DateDetail name={detail('date_of_recovery')} label={t('health.dateOfRecovery')} />
            <YesNoDetail name={detail('is_treatment')} label={t('health.receivingTreatment')} />
            <YesNoDetail name={detail('is_medicate')} label={t('health.takingMedication')} />
            <DateDetail name={detail('d_last_seen')} label={t('health.dateLastSeen')} />
            <div className={fieldClasses.wide}>
              <TextDetail name={detail('symptoms')} label={t('health.symptoms')} long />
            </div>
          </div>
        ))}
    </fieldset>
  );
}
