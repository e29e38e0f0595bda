import { Card, Stack, Title } from '@mantine/core';
import type { CartView } from '@openenroll/contract/cart';
import { formatPhone, telHref } from '@openenroll/contract/phone';
import { useId } from 'react';
import { useDefaultInfo } from '../../../shared/api/default-info.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { EmailAddress } from '../../../shared/ui/email-address.tsx';
import { MailIcon, PhoneIcon } from '../../../shared/ui/icons.tsx';
import { cartMessages } from '../cart-messages.ts';
import classes from './quote-contact.module.css';
import { UserIcon } from './quote-icons.tsx';

/** Who sent the quote (the representative, the group or the store): the one to ask about it. */
export function QuoteContact({ contact }: { contact: CartView['quote_contact'] }) {
  const site = useDefaultInfo();
  const titleId = useId();
  const t = useT(cartMessages);
  // Without a sender of its own the quote came from the store.
  const shown = contact ?? site.data;
  if (!shown) return null;
  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('cart.quote.questions')}
        </Title>
        <ul className={classes.contact}>
          <li>
            <UserIcon size={18} />
            <span className={classes.contactName}>{shown.display_name}</span>
          </li>
          {shown.display_email && (
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${shown.display_email}`}>
                <EmailAddress email={shown.display_email} />
              </a>
            </li>
          )}
          {shown.display_phone && (
            <li>
              <PhoneIcon size={18} />
              <a href={telHref(shown.display_phone)}>{formatPhone(shown.display_phone)}</a>
            </li>
          )}
        </ul>
      </Stack>
    </Card>
  );
}
