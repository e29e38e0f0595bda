import { Button, Stack, Text, Title } from '@mantine/core';
import { startOver } from '../../shared/start-over.ts';
import { StandalonePage } from '../../shared/ui/standalone-page.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';

/** /decline-reminder-email: the thanks after declining a received quote. */
export function DeclineReminderEmailPage() {
  useDocumentTitle('We appreciate your response.');
  return (
    <StandalonePage>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1} size="h2">
          We appreciate your response.
        </Title>
        <Text>Thank you for notifying us that you no longer wish to receive reminder emails for this cart.</Text>
        <Button size="md" onClick={() => void startOver()}>
          Go to Home
        </Button>
      </Stack>
    </StandalonePage>
  );
}
