import type { ComponentProps, ReactNode } from 'react';
import classes from './cost-list.module.css';

/** A summary's "label: amount" rows (the cart's Order Info, the wizard's plans), the amounts as the server gave them. */
export function CostList(props: Omit<ComponentProps<'dl'>, 'className'>) {
  return <dl className={classes.list} {...props} />;
}

type CostRowProps = { label: string; children: ReactNode; total?: boolean; className?: string };

export function CostRow({ label, children, total = false, className }: CostRowProps) {
  const names = [classes.row, total && classes.total, className].filter(Boolean).join(' ');
  return (
    <div className={names}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
