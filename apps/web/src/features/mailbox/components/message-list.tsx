import { Group, Text } from '@mantine/core';
import type { MailSummary } from '@openenroll/contract/mail';
import { Link } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { mailboxMessages } from '../mailbox-messages.ts';
import { formatTime } from './format-time.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';
import classes from './message-list.module.css';

type Props = { messages: MailSummary[]; selectedId: string | null };

export function MessageList({ messages, selectedId }: Props) {
  const t = useT(mailboxMessages);
  return (
    <nav aria-label={t('mailbox.messages')}>
      <ul className={classes.list}>
        {messages.map((message) => (
          <li key={message.id}>
            <Link
              to={`?message=${message.id}`}
              className={classes.item}
              aria-current={message.id === selectedId ? 'true' : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} truncate>
                  {message.subject}
                </Text>
                <MailStatusBadge status={message.status} />
              </Group>
              <Text size="sm" truncate>
                {t('mailbox.to', { to: message.to })}
              </Text>
              <Text size="sm" c="dimmed">
                {formatTime(message.created_at)}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
