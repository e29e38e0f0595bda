import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { employeeMessages } from '../employee-messages.ts';
import classes from './enroll-under-confirmation.module.css';

type EnrollUnderConfirmationProps = {
  /** What the name is: Company, Representative. */
  kind: string;
  name: string;
  question: string;
  pending: boolean;
  failure: string | undefined;
  onNo: () => void;
  onYes: () => void;
};

/** Whose store a code opens, and the question whether to enroll under them. */
export function EnrollUnderConfirmation({
  kind,
  name,
  question,
  pending,
  failure,
  onNo,
  onYes,
}: EnrollUnderConfirmationProps) {
  const nameRef = useRef<HTMLHeadingElement>(null);
  const nameId = useId();
  const t = useT(employeeMessages);
  // The answer to the lookup appears below the field: take the reader there.
  useEffect(() => nameRef.current?.focus(), []);

  return (
    <section className={classes.confirm} aria-labelledby={nameId}>
      <Text size="sm" c="dimmed">
        {kind}
      </Text>
      <Title order={3} size="h4" id={nameId} ref={nameRef} tabIndex={-1}>
        {name}
      </Title>
      <Text mt="sm">{question}</Text>
      {failure && <FormError>{failure}</FormError>}
      <Group grow mt="md">
        <Button variant="default" onClick={onNo} disabled={pending}>
          {t('employee.no')}
        </Button>
        <Button loading={pending} onClick={onYes}>
          {t('employee.yes')}
        </Button>
      </Group>
    </section>
  );
}
