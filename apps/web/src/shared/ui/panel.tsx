import { Card } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import classes from './panel.module.css';

type PanelProps = { children: ReactNode } & Pick<ComponentProps<'section'>, 'aria-labelledby'>;

/** The bordered card a short task sits in (access code, portal choice): roomy on a desk, tighter on a phone. */
export function Panel({ children, ...props }: PanelProps) {
  return (
    <Card component="section" withBorder shadow="sm" radius="lg" className={classes.panel} {...props}>
      {children}
    </Card>
  );
}

/** Two or more equal choices side by side, stacked when they would not fit. */
export function ChoiceRow({ children }: { children: ReactNode }) {
  return <div className={classes.choices}>{children}</div>;
}
