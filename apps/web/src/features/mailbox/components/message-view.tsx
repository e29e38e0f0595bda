import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { Alert, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../shared/api/api-error.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { useDemoMail } from '../api/demo-mail.ts';
import { mailboxMessages } from '../mailbox-messages.ts';
import { formatTime } from './format-time.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';
import { MessageAttachment } from './message-attachment.tsx';
import classes from './message-view.module.css';

/**
 * One message: who it went to, whether it left, its attachment to download, and its HTML (sandboxed: no scripts, no
 * links out) and text bodies.
 */
export function MessageView({ id }: { id: string | null }) {
  const t = useT(mailboxMessages);
  const mail = useDemoMail(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = mail.data?.id;
  // A chosen message takes the focus: read out, and in view on a phone where it sits below the list.
  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);

  if (!id) return <Text className={classes.placeholder}>{t('mailbox.choose')}</Text>;
  if (mail.isPending) return <PageLoader />;
  if (mail.isError) return <Text className={classes.placeholder}>{errorMessage(mail.error)}</Text>;

  const message = mail.data;
  return (
    <article className={classes.message} aria-labelledby="mail-subject">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id="mail-subject" ref={heading} tabIndex={-1}>
            {message.subject}
          </Title>
          <MailStatusBadge status={message.status} />
        </Group>
        <dl className={classes.facts}>
          <dt>{t('mailbox.fact.to')}</dt>
          <dd>{message.to}</dd>
          <dt>{t('mailbox.fact.written')}</dt>
          <dd>{formatTime(message.created_at)}</dd>
          {message.sent_at && (
            <>
              <dt>{t('mailbox.fact.sent')}</dt>
              <dd>{formatTime(message.sent_at)}</dd>
            </>
          )}
          <dt>{t('mailbox.fact.tries')}</dt>
          <dd>{message.attempts}</dd>
        </dl>
        {message.last_error && (
          <Alert color="red" title={message.status === 'failed' ? t('mailbox.notSent') : t('mailbox.lastTryFailed')}>
            {message.last_error}
          </Alert>
        )}
        {message.attachment && <MessageAttachment messageId={message.id} attachment={message.attachment} />}
      </Stack>
      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="html">{t('mailbox.tab.html')}</Tabs.Tab>
          <Tabs.Tab value="text">{t('mailbox.tab.text')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="md">
          <iframe
            title={t('mailbox.frameTitle', { subject: message.subject })}
            sandbox=""
            srcDoc={message.html}
            className={classes.body}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="md">
          <pre className={classes.text}>{message.text}</pre>
        </Tabs.Panel>
      </Tabs>
    </article>
  );
}
