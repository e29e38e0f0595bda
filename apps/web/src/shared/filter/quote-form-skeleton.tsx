import { useT } from '../i18n/use-t.ts';
import { filterMessages } from './filter-messages.ts';
import classes from './quote-form-skeleton.module.css';

/** Holds the quote form's place, at its size, while its code arrives. */
export function QuoteFormSkeleton() {
  const t = useT(filterMessages);
  return (
    <div className={classes.skeleton} role="status" aria-label={t('filter.loadingForm')}>
      <div className={classes.fields}>
        {[1, 2, 3, 4].map((field) => (
          <div key={field} className={classes.field}>
            <span className={classes.label} />
            <span className={classes.control} />
          </div>
        ))}
      </div>
      <span className={classes.button} />
    </div>
  );
}
