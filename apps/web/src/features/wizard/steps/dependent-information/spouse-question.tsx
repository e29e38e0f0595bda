import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Button, Group, Radio } from '@mantine/core';
import { dependentMessages } from '@openenroll/contract/wizard/dependent-info';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { useContractText } from '../../../../shared/i18n/contract-text.ts';
import { useT } from '../../../../shared/i18n/use-t.ts';
import styles from './dependent-information.module.css';
import { dependentsMessages } from './dependents-messages.ts';

const schema = z.object({ enroll_spouse: z.enum(['yes', 'no'], { error: dependentMessages.spouseStatus }) });

type SpouseQuestionProps = { initial: boolean | undefined; onAnswer: (enrollSpouse: boolean) => void };

/** Premier plans ask first whether the spouse is enrolled (§2.10, §4); nothing chosen says so. */
export function SpouseQuestion({ initial, onAnswer }: SpouseQuestionProps) {
  const text = useContractText();
  const t = useT(dependentsMessages);
  const form = useContractForm(schema, {
    defaultValues: { enroll_spouse: initial === undefined ? undefined : initial ? 'yes' : 'no' },
    errorsClear: 'on-edit',
  });
  return (
    <form
      noValidate
      aria-label={t('dependents.spouseEnrollment')}
      className={styles.dependent}
      onSubmit={form.submit(({ enroll_spouse }) => onAnswer(enroll_spouse === 'yes'))}
    >
      <Controller
        name="enroll_spouse"
        control={form.control}
        render={({ field, fieldState }) => (
          <Radio.Group
            label={text(dependentMessages.spouseQuestion)}
            required
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          >
            <Group gap="lg" mt={6}>
              <Radio value="yes" label={t('dependents.yes')} />
              <Radio value="no" label={t('dependents.no')} />
            </Group>
          </Radio.Group>
        )}
      />
      <Group>
        <Button type="submit">{t('dependents.submit')}</Button>
      </Group>
    </form>
  );
}
