import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useT } from '../../shared/i18n/use-t.ts';
import { Panel } from '../../shared/ui/panel.tsx';
import { formatSeconds, useCountdown } from '../../shared/use-countdown.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { memberEntryMessages } from './member-entry-messages.ts';

type LinkRefusedProps = {
  /** The server's words: the lockout's message, or why it could not be asked. */
  message: string;
  /** When the lockout ends (a Date.now() time), if the server said. */
  retryAt?: number;
  onRetry: () => void;
};

/** A member's own link the server could not open just now: why, how long to wait, and a way to try again. */
export function LinkRefused({ message, retryAt, onRetry }: LinkRefusedProps) {
  const headingId = useId();
  const secondsLeft = useCountdown(retryAt);
  const t = useT(memberEntryMessages);
  useDocumentTitle(t('memberEntry.store'));

  return (
    <Container size="sm" py={56}>
      <Panel aria-labelledby={headingId}>
        <Stack gap="lg">
          <Title order={1} size="h2" id={headingId}>
            {t('memberEntry.store')}
          </Title>
          <Text role="alert">{message}</Text>
          {secondsLeft > 0 && <Text c="dimmed">{t('memberEntry.wait', { time: formatSeconds(secondsLeft) })}</Text>}
          <div>
            <Button size="md" onClick={onRetry} disabled={secondsLeft > 0}>
              {t('memberEntry.retry')}
            </Button>
          </div>
        </Stack>
      </Panel>
    </Container>
  );
}
