import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Text, Title } from '@mantine/core';
import type { CallData } from '@openenroll/contract/call';
import { demoMailAttachmentPath, type getDemoMail } from '@openenroll/contract/mail';
import { useId } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { mailboxMessages } from '../mailbox-messages.ts';
import classes from './message-view.module.css';

type Attachment = NonNullable<CallData<typeof getDemoMail>['attachment']>;

/** A file's size as people read it: bytes, then KB and MB of 1024. */
export function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The file a message carries: its name as a download link, its type and size. */
export function MessageAttachment({ messageId, attachment }: { messageId: string; attachment: Attachment }) {
  const t = useT(mailboxMessages);
  const heading = useId();
  const about = useId();
  return (
    <section aria-labelledby={heading} className={classes.attachment}>
      <Title order={3} size="h5" id={heading}>
        {t('mailbox.attachment')}
      </Title>
      <Anchor href={demoMailAttachmentPath(messageId)} download={attachment.filename} aria-describedby={about}>
        {attachment.filename}
      </Anchor>
      <Text size="sm" c="dimmed" id={about}>
        {attachment.content_type}, {formatSize(attachment.size_bytes)}
      </Text>
    </section>
  );
}
