import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type FormActionsProps = {
  onCancel?: () => void;
  cancelLabel?: string;
  submitLabel?: ReactNode;
  submitting: boolean;
};

/** A form's closing row: a way out on the left, the form's submit button on the right. */
export function FormActions({
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel = 'Submit',
  submitting,
}: FormActionsProps) {
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
