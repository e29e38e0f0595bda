import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { AgentCard } from '@openenroll/contract/entry';
import { formatPhone } from '@openenroll/contract/phone';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { EmailAddress } from '../../../shared/ui/email-address.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { accessMessages } from '../access-messages.ts';
import { useConfirmAgent } from '../api/confirm-agent.ts';
import classes from './rep-confirmation.module.css';

type RepConfirmationProps = {
  agent: AgentCard;
  onConfirmed: () => void;
  onCancel: () => void;
  /** In a dialog the heading sits under the dialog's title: level 2 there, the page's own level 1 elsewhere. */
  headingOrder?: 1 | 2;
};

/** Step two of the access page: the representative checks the details the code belongs to. */
export function RepConfirmation({ agent, onConfirmed, onCancel, headingOrder = 1 }: RepConfirmationProps) {
  const confirm = useConfirmAgent();
  const t = useT(accessMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The code form just left the page: keyboard and screen reader users continue from this step's heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack gap="lg">
      <div>
        <Title
          order={headingOrder}
          size={headingOrder === 1 ? 'h2' : 'h4'}
          id="access-title"
          ref={headingRef}
          tabIndex={-1}
        >
          {t('access.confirm.title')}
        </Title>
        <Text mt="xs" c="dimmed">
          {t('access.confirm.intro')}
        </Text>
      </div>
      <dl className={classes.details}>
        <dt>{t('access.confirm.name')}</dt>
        <dd>
          {agent.first_name} {agent.last_name}
        </dd>
        <dt>{t('access.confirm.code')}</dt>
        <dd>{agent.agent_code}</dd>
        <dt>{t('access.confirm.email')}</dt>
        <dd>
          <EmailAddress email={agent.email} />
        </dd>
        <dt>{t('access.confirm.phone')}</dt>
        <dd>{formatPhone(agent.phone)}</dd>
      </dl>
      {confirm.isError && <FormError>{errorMessage(confirm.error)}</FormError>}
      <Group grow>
        <Button variant="default" size="md" onClick={onCancel} disabled={confirm.isPending}>
          {t('access.confirm.cancel')}
        </Button>
        <Button
          size="md"
          loading={confirm.isPending}
          onClick={() => confirm.mutate(agent.agent_code, { onSuccess: onConfirmed })}
        >
          {t('access.confirm.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
