import type { ReactNode, Ref } from 'react';
import classes from './page-with-aside.module.css';

type PageWithAsideProps = {
  /** The narrow column: on the right from 62em on, sticky while the page scrolls. */
  aside: ReactNode;
  children: ReactNode;
  /** On narrow screens the columns stack: the aside above the main column instead of below it. */
  asideFirst?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/** A page's main column with a summary or price beside it (plan page, cart, received quote, wizard steps). */
export function PageWithAside({ aside, children, asideFirst = false, ref }: PageWithAsideProps) {
  const asideColumn = <div className={classes.aside}>{aside}</div>;
  return (
    <div className={classes.layout} ref={ref}>
      {asideFirst && asideColumn}
      <div className={classes.main}>{children}</div>
      {!asideFirst && asideColumn}
    </div>
  );
}
