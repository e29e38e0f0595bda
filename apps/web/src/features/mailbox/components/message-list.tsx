import { Group, Text } from '@mantine/core';
import type { MailSummary } from '@openenroll/contract/mail';
import { Link } from 'react-router';
import { formatTime } from './format-time.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';
import classes from './message-list.module.css';

type Props = { messages: MailSummary[]; selectedId: string | null };

export function MessageList({ messages, selectedId }: Props) {
  return (
    <nav aria-label="Messages">
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
                To {message.to}
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
