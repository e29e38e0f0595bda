import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { Tooltip, VisuallyHidden } from '@mantine/core';
import { type MouseEvent, type ReactElement, useId } from 'react';

/** What an action that cannot be used now spreads on its button. */
export type BlockedProps = {
  'aria-disabled'?: true;
  'data-disabled'?: true;
  'aria-describedby'?: string;
  onClickCapture?: (event: MouseEvent) => void;
};

type BlockedActionProps = {
  /** Why the action cannot be used now; undefined when it can. */
  reason: string | undefined;
  children: (blocked: BlockedProps) => ReactElement;
};

/**
 * An action that cannot be used now and says why in a tooltip. It stays focusable (not `disabled`), so a keyboard
 * reaches the tooltip and a screen reader hears the reason; a click does nothing.
 */
export function BlockedAction({ reason, children }: BlockedActionProps) {
  const id = useId();
  const blocked: BlockedProps = reason
    ? {
        'aria-disabled': true,
        'data-disabled': true,
        'aria-describedby': id,
        onClickCapture: (event) => {
          event.preventDefault();
          event.stopPropagation();
        },
      }
    : {};
  return (
    <>
      <Tooltip label={reason} disabled={!reason} events={{ hover: true, focus: true, touch: true }} withArrow>
        {children(blocked)}
      </Tooltip>
      {reason && <VisuallyHidden id={id}>{reason}</VisuallyHidden>}
    </>
  );
}
