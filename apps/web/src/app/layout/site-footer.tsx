import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDefaultInfo } from '../../shared/api/default-info.ts';
import { useTicketLink } from '../../shared/api/ticket-link.ts';
import { isAppleDevice } from '../../shared/device.ts';
import { openEntryDialog } from '../../shared/entry-dialog.ts';
import { useT } from '../../shared/i18n/use-t.ts';
import { startOver } from '../../shared/start-over.ts';
import { useSiteSettings } from '../../shared/theme/use-site-settings.ts';
import { layoutMessages } from './layout-messages.ts';
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
  const t = useT(layoutMessages);
  const apps: SiteLink[] = [];
  if (settings.links.iosApp) apps.push({ label: t('layout.footer.iosApp'), href: settings.links.iosApp });
  // The spec hides the Android download on Apple devices.
  if (settings.links.androidApp && !isAppleDevice()) {
    apps.push({ label: t('layout.footer.androidApp'), href: settings.links.androidApp });
  }

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.columns}>
          <LinkColumn
            title={t('layout.footer.representatives')}
            links={siteLinks(settings, ['repRegistration', 'repDashboard'], t)}
          >
            <li>
              <button type="button" className={classes.linkButton} onClick={() => openEntryDialog('rep')}>
                {t('layout.footer.enrollWithRep')}
              </button>
            </li>
            <li>
              <button type="button" className={classes.linkButton} onClick={() => openEntryDialog('access')}>
                {t('layout.footer.repAccess')}
              </button>
            </li>
          </LinkColumn>
          <LinkColumn
            title={t('layout.footer.members')}
            links={siteLinks(settings, ['memberRegistration', 'memberDashboard'], t)}
          />
          <LinkColumn
            title={t('layout.footer.employers')}
            links={siteLinks(settings, ['groupRegistration', 'groupDashboard', 'groupQuote'], t)}
          >
            <li>
              <button type="button" className={classes.linkButton} onClick={() => openEntryDialog('employee')}>
                {t('layout.footer.employeeEnrollment')}
              </button>
            </li>
          </LinkColumn>
          <LinkColumn title={t('layout.footer.mobileApp')} links={apps} />
          <section className={classes.column}>
            <h2 className={classes.heading}>{t('layout.footer.help')}</h2>
            <ul className={classes.links}>
              {supportLink && (
                <li>
                  <a href={supportLink}>{t('layout.link.support')}</a>
                </li>
              )}
              <li>
                <button type="button" className={classes.linkButton} onClick={() => void startOver()}>
                  {t('layout.footer.notMySite')}
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
