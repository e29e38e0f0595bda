import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDefaultInfo } from '../../shared/api/default-info.ts';
import { useTicketLink } from '../../shared/api/ticket-link.ts';
import { isAppleDevice } from '../../shared/device.ts';
import { openEntryDialog } from '../../shared/entry-dialog.ts';
import { startOver } from '../../shared/start-over.ts';
import { useSiteSettings } from '../../shared/theme/use-site-settings.ts';
import classes from './site-footer.module.css';
import { type SiteLink, siteLinks } from './site-links.ts';

function LinkColumn({ title, links, children }: { title: string; links: SiteLink[]; children?: ReactNode }) {
  if (links.length === 0 && !children) return null;
  return (
    <section className={classes.column}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.links}>
        {children}
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SiteFooter() {
  const settings = useSiteSettings();
  const { data: info } = useDefaultInfo();
  const { data: supportLink } = useTicketLink();
  const apps: SiteLink[] = [];
  if (settings.links.iosApp) apps.push({ label: 'Download for iPhone and iPad', href: settings.links.iosApp });
  // The spec hides the Android download on Apple devices.
  if (settings.links.androidApp && !isAppleDevice()) {
    apps.push({ label: 'Download for Android', href: settings.links.androidApp });
  }

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.columns}>
          <LinkColumn title="Representatives" links={siteLinks(settings, ['repRegistration', 'repDashboard'])}>
            <li>
              <button type="button" className={classes.linkButton} onClick={() => openEntryDialog('rep')}>
                Enroll with a Representative
              </button>
            </li>
            <li>
              <button type="button" className={classes.linkButton} onClick={() => openEntryDialog('access')}>
                Representative Access
              </button>
            </li>
          </LinkColumn>
          <LinkColumn title="Members" links={siteLinks(settings, ['memberRegistration', 'memberDashboard'])} />
          <LinkColumn
            title="Employers"
            links={siteLinks(settings, ['groupRegistration', 'groupDashboard', 'groupQuote'])}
          >
            <li>
              <button type="button" className={classes.linkButton} onClick={() => openEntryDialog('employee')}>
                Employee Enrollment
              </button>
            </li>
          </LinkColumn>
          <LinkColumn title="Member mobile app" links={apps} />
          <section className={classes.column}>
            <h2 className={classes.heading}>Help</h2>
            <ul className={classes.links}>
              {supportLink && (
                <li>
                  <a href={supportLink}>Submit a support request</a>
                </li>
              )}
              <li>
                <button type="button" className={classes.linkButton} onClick={() => void startOver()}>
                  Not my site
                </button>
              </li>
            </ul>
          </section>
        </div>
        <p className={classes.legal}>
          © {new Date().getFullYear()} {info?.site_name}
        </p>
      </Container>
    </footer>
  );
}
