import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Button, Group, Radio } from '@mantine/core';
import { dependentMessages } from '@openenroll/contract/wizard/dependent-info';
import { useState } from 'react';
import styles from './dependent-information.module.css';

type SpouseQuestionProps = { initial: boolean | undefined; onAnswer: (enrollSpouse: boolean) => void };

/** Premier plans ask first whether the spouse is enrolled (§2.10, §4); nothing chosen says so. */
export function SpouseQuestion({ initial, onAnswer }: SpouseQuestionProps) {
  const [choice, setChoice] = useState(initial === undefined ? '' : initial ? 'yes' : 'no');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      aria-label="Spouse enrollment"
      className={styles.dependent}
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) setError(dependentMessages.spouseStatus);
        else onAnswer(choice === 'yes');
      }}
    >
      <Radio.Group
        label={dependentMessages.spouseQuestion}
        required
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        error={error}
      >
        <Group gap="lg" mt={6}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
      <Group>
        <Button type="submit">Submit</Button>
      </Group>
    </form>
  );
}
