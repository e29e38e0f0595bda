import { Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { Navigate, useParams } from 'react-router';
import { useContractText } from '../../shared/i18n/contract-text.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { startOver } from '../../shared/start-over.ts';
import { StandalonePage } from '../../shared/ui/standalone-page.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { storeEntryMessages } from './store-entry-messages.ts';

const landingTypes = ['Agent', 'Group'] as const;
const isLandingType = (type: string | undefined): type is (typeof landingTypes)[number] =>
  landingTypes.some((known) => known === type);

/** /landing-config-error/{Agent|Group}/{landing}: a validated representative or group has no landing URL. */
export function LandingConfigErrorPage() {
  const text = useContractText();
  const { type } = useParams();
  const t = useT(storeEntryMessages);
  const message = isLandingType(type) ? text(messages.landingNotConfigured(type)) : '';
  useDocumentTitle(message);
  if (!isLandingType(type)) return <Navigate to="/404" replace />;

  return (
    <StandalonePage>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1} size="h2">
          {message}
        </Title>
        <Text c="dimmed">
          {t(type === 'Agent' ? 'storeEntry.contactRepresentative' : 'storeEntry.contactEmployer')}
        </Text>
        <Button size="md" onClick={() => void startOver()}>
          {text(messages.backToHomepage)}
        </Button>
      </Stack>
    </StandalonePage>
  );
}
