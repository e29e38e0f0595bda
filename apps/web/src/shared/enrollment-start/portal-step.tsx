import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Radio, Stack } from '@mantine/core';
import type { platform } from '@openenroll/contract/entry';
import { messages } from '@openenroll/contract/messages';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../api/api-error.ts';
import { useEnrollmentPlatforms } from '../api/enrollment-platforms.ts';
import { useContractForm } from '../form/use-contract-form.ts';
import { useT } from '../i18n/use-t.ts';
import { FormError } from '../ui/form-error.tsx';
import { enrollmentStartMessages } from './enrollment-start-messages.ts';
import { StepHeading } from './step-heading.tsx';

export type Platform = z.infer<typeof platform>;
const schema = z.object({ portal: z.string().min(1, messages.choosePlatform) });
type PortalStepProps = {
  agentId: number | undefined;
  onChosen: (portal: Platform) => void;
  /** Without it there is no Back button (a dialog closes instead). */
  onBack?: () => void;
  /** The choice is being recorded. */
  pending?: boolean;
  /** 3 under a dialog's title. */
  headingOrder?: 2 | 3;
};

/** 'Choose Enrollment Portal': the portals the representative or group enrolls in. */
export function PortalStep({ agentId, onChosen, onBack, pending = false, headingOrder }: PortalStepProps) {
  const platforms = useEnrollmentPlatforms({ agent_id: agentId });
  const form = useContractForm(schema, { defaultValues: { portal: '' }, errorsClear: 'on-edit' });
  const { getValues, setValue } = form;
  const t = useT(enrollmentStartMessages);
  // One portal is no choice: it is chosen already, and Submit goes on.
  const only = platforms.data?.length === 1 ? String(platforms.data[0]?.platform_group_id) : undefined;
  useEffect(() => {
    if (only && !getValues('portal')) setValue('portal', only);
  }, [only, getValues, setValue]);

  function submit({ portal: chosen }: z.output<typeof schema>) {
    const portal = platforms.data?.find((item) => String(item.platform_group_id) === chosen);
    onChosen(portal ?? form.refuse(messages.choosePlatform, 'portal'));
  }

  return (
    <form onSubmit={form.submit(submit)} noValidate>
      <Stack gap="lg">
        <StepHeading takeFocus order={headingOrder}>
          {t('enrollmentStart.portal.title')}
        </StepHeading>
        {platforms.isError ? (
          <FormError>{errorMessage(platforms.error)}</FormError>
        ) : (
          <Controller
            name="portal"
            control={form.control}
            render={({ field, fieldState }) => (
              <Radio.Group
                value={field.value}
                onChange={field.onChange}
                label={t('enrollmentStart.portal.label')}
                error={fieldState.error?.message}
                aria-busy={platforms.isPending}
              >
                <Stack gap="sm" mt="xs">
                  {platforms.data?.map((item) => (
                    <Radio
                      key={item.platform_group_id}
                      value={String(item.platform_group_id)}
                      label={item.platform_name}
                      size="md"
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        <Group justify={onBack ? 'space-between' : 'flex-end'}>
          {onBack && (
            <Button variant="default" onClick={onBack}>
              {t('enrollmentStart.back')}
            </Button>
          )}
          <Button type="submit" disabled={!platforms.isSuccess} loading={pending}>
            {t('enrollmentStart.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
