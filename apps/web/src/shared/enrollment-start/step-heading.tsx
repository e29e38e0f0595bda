import { Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

type StepHeadingProps = { children: ReactNode; takeFocus: boolean; order?: 2 | 3 };

/** A step's heading; it takes the focus when the step replaces another, so nobody is left on a vanished button. */
export function StepHeading({ children, takeFocus, order = 2 }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <Title order={order} size={order === 2 ? 'h3' : 'h4'} ref={ref} tabIndex={-1}>
      {children}
    </Title>
  );
}
