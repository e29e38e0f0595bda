import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Button, Divider, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { useState } from 'react';
import { z } from 'zod';
import { useAgentGroups } from '../api/agent-groups.ts';
import { errorMessage } from '../api/api-error.ts';
import { useChoosePortal } from '../api/choose-portal.ts';
import { useContractForm } from '../form/use-contract-form.ts';
import { useT } from '../i18n/use-t.ts';
import { FormError } from '../ui/form-error.tsx';
import { enrollmentStartMessages } from './enrollment-start-messages.ts';
import type { Platform } from './portal-step.tsx';
import { StepHeading } from './step-heading.tsx';

const schema = z.object({ group: z.string().min(1, messages.chooseGroup) });

type NewMemberStepProps = {
  agentId: number | undefined;
  portal: Platform;
  onBack: () => void;
  /** The portal and group are recorded. */
  onStarted: () => void;
  /** 3 under a dialog's title. */
  headingOrder?: 2 | 3;
};

/** A new member: on their own ('Start New Member Enrollment'), or as an employee of one of the rep's groups. */
export function NewMemberStep({ agentId, portal, onBack, onStarted, headingOrder }: NewMemberStepProps) {
  const groups = useAgentGroups({ agent_id: agentId, portal_id: portal.platform_group_id });
  const choose = useChoosePortal();
  const form = useContractForm(schema, { defaultValues: { group: '' }, errorsClear: 'on-edit' });
  const [pending, setPending] = useState<'alone' | 'group'>();
  const t = useT(enrollmentStartMessages);

  const start = (groupChoice: number | undefined) => {
    setPending(groupChoice === undefined ? 'alone' : 'group');
    choose.mutate({ portal, groupId: groupChoice }, { onSuccess: onStarted });
  };

  function submitGroup({ group }: z.output<typeof schema>) {
    const id = Number(group);
    if (!groups.data?.some((item) => item.gid === id)) form.refuse(messages.chooseGroup, 'group');
    start(id);
  }

  return (
    <Stack gap="lg">
      <StepHeading takeFocus order={headingOrder}>
        {t('enrollmentStart.newMember.title')}
      </StepHeading>
      <Text c="dimmed">{t('enrollmentStart.portalName', { portal: portal.platform_name })}</Text>
      <Button
        size="md"
        onClick={() => start(undefined)}
        loading={choose.isPending && pending === 'alone'}
        disabled={choose.isPending}
      >
        {t('enrollmentStart.newMember.start')}
      </Button>
      <Divider label={t('enrollmentStart.newMember.orGroup')} labelPosition="center" />
      {groups.isSuccess && groups.data.length === 0 ? (
        <Text c="dimmed">{t('enrollmentStart.newMember.noGroups')}</Text>
      ) : (
        <form onSubmit={form.submit(submitGroup)} noValidate>
          <Stack gap="md">
            <NativeSelect
              label={t('enrollmentStart.newMember.group')}
              {...form.register('group')}
              error={form.errorOf('group') ?? (groups.isError ? errorMessage(groups.error) : undefined)}
              data={[
                {
                  value: '',
                  label: t(
                    groups.isPending
                      ? 'enrollmentStart.newMember.loadingGroups'
                      : 'enrollmentStart.newMember.chooseGroup',
                  ),
                },
                ...(groups.data ?? []).map((group) => ({ value: String(group.gid), label: group.gname })),
              ]}
            />
            <Button
              type="submit"
              variant="outline"
              loading={choose.isPending && pending === 'group'}
              disabled={choose.isPending}
            >
              {t('enrollmentStart.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {choose.isError && <FormError>{errorMessage(choose.error)}</FormError>}
      <Group>
        <Button variant="default" onClick={onBack}>
          {t('enrollmentStart.back')}
        </Button>
      </Group>
    </Stack>
  );
}
