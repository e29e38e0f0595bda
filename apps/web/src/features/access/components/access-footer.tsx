import { openEntryDialog } from '../../../shared/entry-dialog.ts';
import { startOver } from '../../../shared/start-over.ts';
import { useSiteSettings } from '../../../shared/theme/use-site-settings.ts';
import classes from './access-footer.module.css';

/** The access page's own footer (part 2, §2.16): external sign-ups and dashboards, Employee Enrollment, Not My Site. */
export function AccessFooter() {
  const { links } = useSiteSettings();
  const external = [
    { label: 'Group application', href: links.groupRegistration },
    { label: 'Rep registration', href: links.repRegistration },
    { label: 'Rep dashboard', href: links.repDashboard },
    { label: 'Member dashboard', href: links.memberDashboard },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
    <footer className={classes.footer}>
      <nav aria-label="More ways in">
        <ul className={classes.links}>
          {external.map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          <li>
            <button type="button" className={classes.linkButton} onClick={() => openEntryDialog('employee')}>
              Employee Enrollment
            </button>
          </li>
          <li>
            <button type="button" className={classes.linkButton} onClick={() => void startOver()}>
              Not My Site
            </button>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
