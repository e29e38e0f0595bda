import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import type { MailStatus } from '@openenroll/contract/mail';
import { useT } from '../../../shared/i18n/use-t.ts';
import { mailboxMessages } from '../mailbox-messages.ts';
import type en from '../messages/en.json';

// Dark shades: white badge text keeps a 4.5:1 contrast.
const looks: Record<MailStatus, { color: string; label: keyof typeof en }> = {
  queued: { color: 'gray.7', label: 'mailbox.status.queued' },
  sent: { color: 'teal.9', label: 'mailbox.status.sent' },
  failed: { color: 'red.9', label: 'mailbox.status.failed' },
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const t = useT(mailboxMessages);
  const look = looks[status];
  return (
    <Badge color={look.color} variant="filled" size="sm" styles={{ root: { flexShrink: 0 } }}>
      {t(look.label)}
    </Badge>
  );
}
