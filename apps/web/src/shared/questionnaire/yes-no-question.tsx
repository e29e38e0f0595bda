import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { questionnaireMessages } from './questionnaire-messages.ts';

type YesNoQuestionProps = {
  label: ReactNode;
  value: 0 | 1 | undefined;
  onChange: (value: 0 | 1) => void;
  description?: ReactNode;
  error?: ReactNode;
};

/** One question answered Yes or No, its hint and error tied to the radio group. */
export function YesNoQuestion({ label, value, onChange, description, error }: YesNoQuestionProps) {
  const t = useT(questionnaireMessages);
  return (
    <Radio.Group
      label={label}
      description={description}
      error={error}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === '1' ? 1 : 0)}
      required
      styles={{ label: { fontWeight: 600 } }}
    >
      <Group gap="xl" mt="xs">
        <Radio value="1" label={t('questionnaire.yes')} />
        <Radio value="0" label={t('questionnaire.no')} />
      </Group>
    </Radio.Group>
  );
}
