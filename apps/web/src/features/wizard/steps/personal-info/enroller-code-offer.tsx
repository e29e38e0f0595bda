import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { enrollerCode } from '@openenroll/contract/wizard/personal-info';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { useContractForm } from '../../../../shared/form/use-contract-form.ts';
import { Message } from '../../../../shared/i18n/message.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { Dialog } from '../../../../shared/ui/dialog.tsx';
import { useSaveEnrollerCode } from '../../api/enroller-code.ts';
import { personalInfoMessages } from './personal-info-messages.ts';

const schema = z.object({ enrollerCode });

type EnrollerCodeOfferProps = { enrollmentId: string; saved: string | null };

/** Optional enroller code (part 2, §2.4): a button and a dialog; an empty code there is flagged. */
export function EnrollerCodeOffer({ enrollmentId, saved }: EnrollerCodeOfferProps) {
  const t = useT(personalInfoMessages);
  const [opened, setOpened] = useState(false);
  const [helper, setHelper] = useState<string>();
  const save = useSaveEnrollerCode(enrollmentId);
  const form = useContractForm(schema, {
    defaultValues: { enrollerCode: saved ?? '' },
    failureField: 'enrollerCode',
  });

  async function submit({ enrollerCode: code }: z.output<typeof schema>) {
    const result = await save.mutateAsync(code).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode > 0 && error.statusCode < 500)
        form.refuse(error.fieldError('enroller_code') ?? error.message, 'enrollerCode');
      throw error;
    });
    setHelper(result.name);
    setOpened(false);
  }

  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Button variant="light" onClick={() => setOpened(true)}>
          {saved ? t('personal.changeEnrollerCode') : t('personal.addEnrollerCode')}
        </Button>
        {saved && (
          <Text size="sm">
            <Message
              catalog={personalInfoMessages}
              id="personal.enrollerCodeSaved"
              values={{ code: saved }}
              components={{ 0: <strong /> }}
            />
            {helper && ` (${helper})`}
          </Text>
        )}
      </Group>
      {!saved && (
        <Text size="sm" c="dimmed">
          {t('personal.enrollerCodeOptional')}
        </Text>
      )}
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t('personal.enrollerCode')} size="sm">
        <form onSubmit={form.submit(submit)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('personal.enrollerCode')}
              required
              autoComplete="off"
              data-autofocus
              {...form.register('enrollerCode')}
              error={form.errorOf('enrollerCode')}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('personal.cancel')}
              </Button>
              <Button type="submit" loading={form.status === 'submitting'}>
                {t('personal.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </Stack>
  );
}
