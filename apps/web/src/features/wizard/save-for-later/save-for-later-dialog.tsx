import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { saveForLaterEmail } from '@openenroll/contract/wizard/fields';
import { resumeMessages } from '@openenroll/contract/wizard/resume';
import type { SavedStepTab } from '@openenroll/contract/wizard/steps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useContractForm } from '../../../shared/form/use-contract-form.ts';
import { useContractText } from '../../../shared/i18n/contract-text.ts';
import { Message } from '../../../shared/i18n/message.tsx';
import { useFormatLongDate } from '../../../shared/i18n/use-format-date.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { forgetEnrollment } from '../../../shared/resume/resumed-enrollment.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { CheckCircleIcon } from '../../../shared/ui/icons.tsx';
import { useSaveForLater } from '../api/save-for-later.ts';
import type { DraftData } from '../api/save-step-draft.ts';
import { wizardMessages } from '../shell/wizard-messages.ts';
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

/**
 * Save & Continue Later (part 2, §2.3): the enrollment is saved where it stands and a code to continue it goes to
 * the address given. Then: start a new enrollment, or carry on with this one.
 */
export function SaveForLaterDialog({ opened, onClose, enrollmentId, tab, read, onSaved }: SaveForLaterDialogProps) {
  const text = useContractText();
  const t = useT(wizardMessages);
  const longDate = useFormatLongDate();
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
    <Dialog opened={opened} onClose={close} title={t('wizard.saveAndContinueLater')}>
      {saved ? (
        <Stack align="center" ta="center" gap="md" py="sm">
          <CheckCircleIcon size={48} className={classes.icon} />
          <Title order={3} size="h4" ref={savedHeading} tabIndex={-1} className={classes.heading}>
            {text(resumeMessages.saved)}
          </Title>
          <Text size="sm" c="dimmed">
            <Message
              catalog={wizardMessages}
              id="wizard.later.sentTo"
              values={{ email: saved.email }}
              components={{ 0: <strong /> }}
            />
            {saved.expiresAt && ` ${t('wizard.later.keptUntil', { date: longDate.utcDay(saved.expiresAt) })}`}
          </Text>
          <Group justify="center" gap="sm" className={classes.actions}>
            <Button variant="default" onClick={startNew}>
              {t('wizard.later.startNew')}
            </Button>
            <Button onClick={close}>{t('wizard.later.continueCurrent')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.submit(send)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('wizard.later.intro')}</Text>
            <TextInput
              label={t('wizard.later.email')}
              type="email"
              required
              autoComplete="email"
              data-autofocus
              {...form.register('email')}
              error={form.errorOf('email')}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={close}>
                {t('wizard.back')}
              </Button>
              <Button type="submit" loading={form.status === 'submitting'}>
                {t('wizard.otp.sendCode')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
