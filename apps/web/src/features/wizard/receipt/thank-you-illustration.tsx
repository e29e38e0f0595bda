import classes from './receipt-page.module.css';

/** The receipt's thank-you picture: a check mark in a circle among a few bright dots, in the site's colour. */
export function ThankYouIllustration() {
  return (
    <svg viewBox="0 0 160 120" className={classes.illustration} aria-hidden="true" focusable="false">
      <circle cx="80" cy="62" r="42" className={classes.disc} />
      <path d="M60 63 L74 77 L101 48" className={classes.tick} />
      <circle cx="22" cy="30" r="5" className={classes.dot} />
      <circle cx="138" cy="26" r="4" className={classes.dot} />
      <circle cx="146" cy="86" r="6" className={classes.dotSoft} />
      <circle cx="16" cy="92" r="4" className={classes.dotSoft} />
      <rect x="34" y="8" width="6" height="6" rx="1" transform="rotate(20 37 11)" className={classes.dotSoft} />
      <rect x="116" y="104" width="6" height="6" rx="1" transform="rotate(-15 119 107)" className={classes.dot} />
    </svg>
  );
}
