import { Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { Navigate, useParams } from 'react-router';
import { startOver } from '../../shared/start-over.ts';
import { StandalonePage } from '../../shared/ui/standalone-page.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';

const landingTypes = ['Agent', 'Group'] as const;
const isLandingType = (type: string | undefined): type is (typeof landingTypes)[number] =>
  landingTypes.some((known) => known === type);

/** /landing-config-error/{Agent|Group}/{landing}: a validated representative or group has no landing URL. */
export function LandingConfigErrorPage() {
  const { type } = useParams();
  const message = isLandingType(type) ? messages.landingNotConfigured(type) : '';
  useDocumentTitle(message);
  if (!isLandingType(type)) return <Navigate to="/404" replace />;

  return (
    <StandalonePage>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1} size="h2">
          {message}
        </Title>
        <Text c="dimmed">
          Please contact your {type === 'Agent' ? 'representative' : 'employer'} for the address of your enrollment
          store.
        </Text>
        <Button size="md" onClick={() => void startOver()}>
          {messages.backToHomepage}
        </Button>
      </Stack>
    </StandalonePage>
  );
}
