import { Button, Group, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormError } from '../../../shared/ui/form-error.tsx';
import classes from './company-confirmation.module.css';

type CompanyConfirmationProps = {
  name: string;
  pending: boolean;
  failure: string | undefined;
  onNo: () => void;
  onYes: () => void;
};

/** The company a group code belongs to, and the question whether to enroll under it. */
export function CompanyConfirmation({ name, pending, failure, onNo, onYes }: CompanyConfirmationProps) {
  const nameRef = useRef<HTMLHeadingElement>(null);
  // The answer to the lookup appears below the field: take the reader there.
  useEffect(() => nameRef.current?.focus(), []);

  return (
    <section className={classes.confirm} aria-labelledby="employee-enrollment-company">
      <Text size="sm" c="dimmed">
        Company
      </Text>
      <Title order={3} size="h4" id="employee-enrollment-company" ref={nameRef} tabIndex={-1}>
        {name}
      </Title>
      <Text mt="sm">Do you want to enroll under this company?</Text>
      {failure && <FormError>{failure}</FormError>}
      <Group grow mt="md">
        <Button variant="default" onClick={onNo} disabled={pending}>
          No
        </Button>
        <Button loading={pending} onClick={onYes}>
          Yes
        </Button>
      </Group>
    </section>
  );
}
