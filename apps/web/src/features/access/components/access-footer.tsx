import { openEntryDialog } from '../../../shared/entry-dialog.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { startOver } from '../../../shared/start-over.ts';
import { useSiteSettings } from '../../../shared/theme/use-site-settings.ts';
import { accessMessages } from '../access-messages.ts';
import classes from './access-footer.module.css';

/** The access page's own footer (part 2, §2.16): external sign-ups and dashboards, Employee Enrollment, Not My Site. */
export function AccessFooter() {
  const { links } = useSiteSettings();
  const t = useT(accessMessages);
  const external = [
    { label: t('access.footer.groupApplication'), href: links.groupRegistration },
    { label: t('access.footer.repRegistration'), href: links.repRegistration },
    { label: t('access.footer.repDashboard'), href: links.repDashboard },
    { label: t('access.footer.memberDashboard'), href: links.memberDashboard },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
    <footer className={classes.footer}>
      <nav aria-label={t('access.footer.nav')}>
        <ul className={classes.links}>
          {external.map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          <li>
            <button type="button" className={classes.linkButton} onClick={() => openEntryDialog('employee')}>
              {t('access.footer.employeeEnrollment')}
            </button>
          </li>
          <li>
            <button type="button" className={classes.linkButton} onClick={() => void startOver()}>
              {t('access.footer.notMySite')}
            </button>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
