import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Radio, Stack } from '@mantine/core';
import type { platform } from '@openenroll/contract/entry';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../api/api-error.ts';
import { useEnrollmentPlatforms } from '../api/enrollment-platforms.ts';
import { FormError } from '../ui/form-error.tsx';
import { StepHeading } from './step-heading.tsx';

export type Platform = z.infer<typeof platform>;
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
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const portal = platforms.data?.find((item) => String(item.platform_group_id) === chosen);
    if (portal) onChosen(portal);
    else setError(messages.choosePlatform);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <StepHeading takeFocus order={headingOrder}>
          Choose Enrollment Portal
        </StepHeading>
        {platforms.isError ? (
          <FormError>{errorMessage(platforms.error)}</FormError>
        ) : (
          <Radio.Group
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setError(undefined);
            }}
            label="Enrollment portal"
            error={error}
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
        <Group justify={onBack ? 'space-between' : 'flex-end'}>
          {onBack && (
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
          )}
          <Button type="submit" disabled={!platforms.isSuccess} loading={pending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
