import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';
import { useDemoMailbox } from './api/demo-mailbox.ts';
import { MessageList } from './components/message-list.tsx';
import { MessageView } from './components/message-view.tsx';
import { mailboxMessages } from './mailbox-messages.ts';
import classes from './mailbox-page.module.css';

/** /mailbox, in demo mode only: the e-mail the store sent, and one message as its recipient would see it. */
export function MailboxPage() {
  const t = useT(mailboxMessages);
  useDocumentTitle(t('mailbox.title'));
  const [params] = useSearchParams();
  const selectedId = params.get('message');
  const mailbox = useDemoMailbox();

  return (
    <main className={classes.page}>
      <header className={classes.header}>
        <div>
          <Title order={1}>{t('mailbox.title')}</Title>
          <Text c="dimmed">{t('mailbox.intro')}</Text>
        </div>
        <Anchor component={Link} to="/">
          {t('mailbox.back')}
        </Anchor>
      </header>
      {mailbox.isPending && <PageLoader />}
      {mailbox.isError && <MailboxUnavailable error={mailbox.error} retry={() => void mailbox.refetch()} />}
      {mailbox.data &&
        (mailbox.data.messages.length === 0 ? (
          <Stack gap="xs" className={classes.empty}>
            <Title order={2} size="h3">
              {t('mailbox.empty.title')}
            </Title>
            <Text c="dimmed">{t('mailbox.empty.text')}</Text>
          </Stack>
        ) : (
          <div className={classes.panes}>
            <MessageList messages={mailbox.data.messages} selectedId={selectedId} />
            <MessageView id={selectedId} />
          </div>
        ))}
    </main>
  );
}

function MailboxUnavailable({ error, retry }: { error: Error; retry: () => void }) {
  const t = useT(mailboxMessages);
  if (error instanceof ApiError && error.statusCode === 404) {
    return <Text className={classes.empty}>{t('mailbox.demoOnly')}</Text>;
  }
  return (
    <Stack gap="sm" align="flex-start" className={classes.empty} role="alert">
      <Text>{errorMessage(error)}</Text>
      <Button variant="default" onClick={retry}>
        {t('mailbox.retry')}
      </Button>
    </Stack>
  );
}
