import type { ReactNode } from 'react';
import { useSiteSettings } from '../theme/use-site-settings.ts';
import classes from './standalone-page.module.css';

type StandalonePageProps = { children: ReactNode; footer?: ReactNode; width?: 'narrow' | 'wide' };

/** A page without the store's header and footer (access, errors, decline): the site's logo, then the content. */
export function StandalonePage({ children, footer, width = 'narrow' }: StandalonePageProps) {
  const settings = useSiteSettings();
  return (
    <div className={classes.shell}>
      <main className={classes.main} data-width={width}>
        {settings.logo && <img src={settings.logo} alt="" className={classes.logo} />}
        {children}
      </main>
      {footer}
    </div>
  );
}
