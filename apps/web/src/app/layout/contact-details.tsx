import { telHref } from '@openenroll/contract/phone';
import type { DefaultInfo } from '@openenroll/contract/site';
import { useT } from '../../shared/i18n/use-t.ts';
import { MailIcon, PhoneIcon } from '../../shared/ui/icons.tsx';
import classes from './contact-details.module.css';
import { layoutMessages } from './layout-messages.ts';

type ContactDetailsProps = { info: DefaultInfo; onAbout: () => void; stacked?: boolean };

export function ContactDetails({ info, onAbout, stacked = false }: ContactDetailsProps) {
  const t = useT(layoutMessages);
  return (
    <ul className={classes.list} data-stacked={stacked || undefined}>
      {info.display_phone && (
        <li>
          <a className={classes.link} href={telHref(info.display_phone)}>
            <PhoneIcon size={16} />
            <span>{info.display_phone}</span>
          </a>
        </li>
      )}
      {info.display_email && (
        <li>
          <a className={classes.link} href={`mailto:${info.display_email}`}>
            <MailIcon size={16} />
            <span>{info.display_email}</span>
          </a>
        </li>
      )}
      {info.display_about && (
        <li>
          <button type="button" className={classes.link} onClick={onAbout}>
            {t('layout.about', { name: info.display_name })}
          </button>
        </li>
      )}
    </ul>
  );
}
