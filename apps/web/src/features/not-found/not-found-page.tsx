import { Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '@openenroll/contract/messages';
import { useContractText } from '../../shared/i18n/contract-text.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { startOver } from '../../shared/start-over.ts';
import { useSiteSettings } from '../../shared/theme/use-site-settings.ts';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { notFoundMessages } from './not-found-messages.ts';
import classes from './not-found-page.module.css';

/** Shown at /404 and for any unknown address, without the header and footer. */
export function NotFoundPage() {
  const settings = useSiteSettings();
  const t = useT(notFoundMessages);
  const text = useContractText();
  useDocumentTitle(t('notFound.title'));

  return (
    <main className={classes.page}>
      <Stack align="center" gap="lg" maw={480} ta="center">
        {settings.logo && <img src={settings.logo} alt="" className={classes.logo} />}
        <Text className={classes.code} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{text(messages.notFound)}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button size="md" onClick={() => void startOver()}>
          {text(messages.backToHomepage)}
        </Button>
      </Stack>
    </main>
  );
}
