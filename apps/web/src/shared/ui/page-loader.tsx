import { useT } from '../i18n/use-t.ts';
import classes from './page-loader.module.css';
import { uiMessages } from './ui-messages.ts';

/** Shown while a page's code or data arrives. */
export function PageLoader() {
  const t = useT(uiMessages);
  return (
    <div className={classes.wrap} role="status">
      <span className={classes.spinner} />
      <span className={classes.label}>{t('ui.loading')}</span>
    </div>
  );
}
