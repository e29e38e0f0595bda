import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatLongDate } from '@openenroll/contract/us-date';
import { saveForLaterEmail } from '@openenroll/contract/wizard/fields';
import { resumeMessages } from '@openenroll/contract/wizard/resume';
import type { SavedStepTab } from '@openenroll/contract/wizard/steps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { forgetEnrollment } from '../../../shared/resume/resumed-enrollment.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { CheckCircleIcon } from '../../../shared/ui/icons.tsx';
import { useSaveForLater } from '../api/save-for-later.ts';
import type { DraftData } from '../api/save-step-draft.ts';
import classes from './save-for-later-dialog.module.css';

const schema = z.object({ email: saveForLaterEmail });

type SaveForLaterDialogProps = {
  opened: boolean;
  onClose: () => void;
  enrollmentId: string;
  tab: SavedStepTab;
  /** The step's values as they are on the screen now; nothing for a step that keeps its own draft (a list). */
  read: () => DraftData | undefined;
  /** The values were kept on the server with the save. */
  onSaved?: () => void;
};

type Saved = { email: string; expiresAt: string | null | undefined };

/** 'July 4, 2026' from the date the server answers, the UTC day its e-mail names; its own text when not a date. */
function formatExpiry(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatLongDate(date);
}

/**
 * Save & Continue Later (part 2, §2.3): the enrollment is saved where it stands and a code to continue it goes to
 * the address given. Then: start a new enrollment, or carry on with this one.
 */
export function SaveForLaterDialog({ opened, onClose, enrollmentId, tab, read, onSaved }: SaveForLaterDialogProps) {
  const form = useContractForm(schema, { defaultValues: { email: '' }, failureField: 'email' });
  const saveForLater = useSaveForLater();
  const [saved, setSaved] = useState<Saved>();
  const savedHeading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (saved) savedHeading.current?.focus();
  }, [saved]);

  const close = () => {
    setSaved(undefined);
    onClose();
  };

  async function send({ email }: z.output<typeof schema>) {
    const result = await saveForLater.mutateAsync({ enrollmentId, email, tab, data: read() });
    onSaved?.();
    setSaved({ email: result.email, expiresAt: result.expires_at });
  }

  function startNew() {
    forgetEnrollment();
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    setSaved(undefined);
    onClose();
    navigate('/');
  }

  return (
    <Dialog opened={opened} onClose={close} title="Save & Continue Later">
      {saved ? (
        <Stack align="center" ta="center" gap="md" py="sm">
          <CheckCircleIcon size={48} className={classes.icon} />
          <Title order={3} size="h4" ref={savedHeading} tabIndex={-1} className={classes.heading}>
            {resumeMessages.saved}
          </Title>
          <Text size="sm" c="dimmed">
            We sent the code to continue to <strong>{saved.email}</strong>.
            {saved.expiresAt && ` Your enrollment is kept until ${formatExpiry(saved.expiresAt)}.`}
          </Text>
          <Group justify="center" gap="sm" className={classes.actions}>
            <Button variant="default" onClick={startNew}>
              Start New Enrollment
            </Button>
            <Button onClick={close}>Continue Current Enrollment</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.submit(send)} noValidate>
          <Stack gap="md">
            <Text size="sm">
              We will e-mail you a code. With it and this address you can continue your enrollment later, on any device.
            </Text>
            <TextInput
              label="Alternate Email"
              type="email"
              required
              autoComplete="email"
              data-autofocus
              {...form.register('email')}
              error={form.errorOf('email')}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={close}>
                Back
              </Button>
              <Button type="submit" loading={form.status === 'submitting'}>
                Send Code
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
