import classes from './quote-form-skeleton.module.css';

/** Holds the quote form's place, at its size, while its code arrives. */
export function QuoteFormSkeleton() {
  return (
    <div className={classes.skeleton} role="status" aria-label="Loading the quote form">
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
