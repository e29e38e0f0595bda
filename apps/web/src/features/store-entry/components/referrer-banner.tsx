import { Container } from '@mantine/core';
import { telHref } from '@openenroll/contract/phone';
import { Message } from '../../../shared/i18n/message.tsx';
import { useT } from '../../../shared/i18n/use-t.ts';
import { MailIcon, PhoneIcon } from '../../../shared/ui/icons.tsx';
import { storeEntryMessages } from '../store-entry-messages.ts';
import classes from './referrer-banner.module.css';

type Referrer = { display_name: string; display_email: string; display_phone: string };

/** Names the representative whose referral link brought the visitor. */
export function ReferrerBanner({ referrer }: { referrer: Referrer }) {
  const t = useT(storeEntryMessages);
  return (
    <section className={classes.banner} aria-label={t('storeEntry.referrer')}>
      <Container size="lg" className={classes.inner}>
        <p className={classes.name}>
          <Message
            catalog={storeEntryMessages}
            id="storeEntry.referredBy"
            values={{ name: referrer.display_name }}
            components={{ 0: <strong /> }}
          />
        </p>
        <ul className={classes.contact}>
          {referrer.display_phone && (
            <li>
              <a href={telHref(referrer.display_phone)}>
                <PhoneIcon size={16} />
                <span>{referrer.display_phone}</span>
              </a>
            </li>
          )}
          {referrer.display_email && (
            <li>
              <a href={`mailto:${referrer.display_email}`}>
                <MailIcon size={16} />
                <span>{referrer.display_email}</span>
              </a>
            </li>
          )}
        </ul>
      </Container>
    </section>
  );
}
