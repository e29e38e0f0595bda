import { Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/** A step's heading; it takes the focus when the step replaces another, so nobody is left on a vanished button. */
export function StepHeading({ children, takeFocus }: { children: ReactNode; takeFocus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);
  return (
    <Title order={2} size="h3" ref={ref} tabIndex={-1}>
      {children}
    </Title>
  );
}
