import classes from './page-loader.module.css';

/** Shown while a page's code or data arrives. */
export function PageLoader() {
  return (
    <div className={classes.wrap} role="status">
      <span className={classes.spinner} />
      <span className={classes.label}>Loading</span>
    </div>
  );
}
