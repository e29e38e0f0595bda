import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../shared/i18n/use-t.ts';
import { startOver } from '../../shared/start-over.ts';
import { StandalonePage } from '../../shared/ui/standalone-page.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { declineMessages } from './decline-reminder-messages.ts';

/** /decline-reminder-email: the thanks after declining a received quote. */
export function DeclineReminderEmailPage() {
  const t = useT(declineMessages);
  useDocumentTitle(t('decline.title'));
  return (
    <StandalonePage>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1} size="h2">
          {t('decline.title')}
        </Title>
        <Text>{t('decline.text')}</Text>
        <Button size="md" onClick={() => void startOver()}>
          {t('decline.home')}
        </Button>
      </Stack>
    </StandalonePage>
  );
}
