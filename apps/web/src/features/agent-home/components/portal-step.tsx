import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Button, Group, Radio, Stack } from '@mantine/core';
import type { platform } from '@openenroll/contract/entry';
import { messages } from '@openenroll/contract/messages';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useEnrollmentPlatforms } from '../../../shared/api/enrollment-platforms.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { StepHeading } from './step-heading.tsx';

type Platform = z.infer<typeof platform>;
type PortalStepProps = { agentId: number | undefined; onBack: () => void; onChosen: (portal: Platform) => void };

/** 'Choose Enrollment Portal': the portals the representative sells through. */
export function PortalStep({ agentId, onBack, onChosen }: PortalStepProps) {
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
        <StepHeading takeFocus>Choose Enrollment Portal</StepHeading>
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
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" disabled={!platforms.isSuccess}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
