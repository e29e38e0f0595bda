import { Button, Text } from '@mantine/core';
import { type HealthQuestion, healthMessages } from '@openenroll/contract/wizard/health-info';
import { useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { useT, useTextLang } from '../../../shared/i18n/use-t.ts';
import fieldClasses from '../fields/fields.module.css';
import { YesNoRadios } from './condition-question.tsx';
import { emptyMedicationRow } from './health-answers.ts';
import { TextDetail } from './health-fields.tsx';
import { healthMessages as healthCatalog } from './health-messages.ts';
import classes from './health-questions.module.css';

/** The most medicines one answer lists (the contract's limit). */
const MAX_MEDICATIONS = 20;

type MedicationQuestionProps = { question: HealthQuestion; number: number; name: string };

/** The medication question: Yes lists the medicines, one row each, never fewer than one. */
export function MedicationQuestion({ question, number, name }: MedicationQuestionProps) {
  const text = useContractText();
  const t = useT(healthCatalog);
  const textLang = useTextLang();
  const answer = useWatch({ name: `${name}.yes_no_flag` });
  const rows = useFieldArray({ name: `${name}.medications` });
  // A removed row takes its Remove button with it: focus goes on to Add Medication rather than being lost.
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <fieldset className={classes.question}>
      <legend className={classes.legend}>
        {number}. <span lang={textLang(question)}>{question.question_text}</span>
      </legend>
      <YesNoRadios name={`${name}.yes_no_flag`} />
      {answer === '1' && (
        <div className={classes.details}>
          <Text size="sm" c="dimmed">
            {text(healthMessages.genericName)}
          </Text>
          <ol className={classes.medications}>
            {rows.fields.map((row, index) => (
              <li
                key={row.id}
                className={classes.medication}
                aria-label={t('health.medicationNumber', { number: index + 1 })}
              >
                <div className={`${fieldClasses.grid} ${fieldClasses.three}`}>
                  <TextDetail
                    name={`${name}.medications.${index}.medication`}
                    label={t('health.medication')}
                    required
                  />
                  <TextDetail name={`${name}.medications.${index}.dosage`} label={t('health.dosage')} required />
                  <TextDetail
                    name={`${name}.medications.${index}.medical_condition`}
                    label={t('health.medicalCondition')}
                    required
                  />
                </div>
                {rows.fields.length > 1 && (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    className={classes.remove}
                    aria-label={t('health.removeMedication', { number: index + 1 })}
                    onClick={() => {
                      rows.remove(index);
                      addRef.current?.focus();
                    }}
                  >
                    {t('health.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ol>
          {rows.fields.length < MAX_MEDICATIONS && (
            <Button
              ref={addRef}
              variant="light"
              className={classes.add}
              onClick={() => rows.append(emptyMedicationRow())}
            >
              {t('health.addMedication')}
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
