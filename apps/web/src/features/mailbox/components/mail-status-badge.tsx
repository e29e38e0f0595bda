import '@mantine/core/styles/Badge.layer.css';
import { Badge } from '@mantine/core';
import type { MailStatus } from '@openenroll/contract/mail';

// Dark shades: white badge text keeps a 4.5:1 contrast.
const looks: Record<MailStatus, { color: string; label: string }> = {
  queued: { color: 'gray.7', label: 'Queued' },
  sent: { color: 'teal.9', label: 'Sent' },
  failed: { color: 'red.9', label: 'Failed' },
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const look = looks[status];
  return (
    <Badge color={look.color} variant="filled" size="sm" styles={{ root: { flexShrink: 0 } }}>
      {look.label}
    </Badge>
  );
}
