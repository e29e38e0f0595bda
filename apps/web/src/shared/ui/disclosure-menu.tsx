import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import classes from './disclosure-menu.module.css';

type DisclosureMenuProps = {
  /** The button's content; give `buttonLabel` when it is only an icon. */
  button: ReactNode;
  buttonLabel?: string;
  buttonClassName?: string;
  /** A heading inside the panel, also used as the panel's accessible name. */
  title?: string;
  align?: 'start' | 'end';
  /** Links of the panel; following one closes it. */
  children: ReactNode;
};

/**
 * A button that shows a panel of links below it: the disclosure pattern WAI-ARIA recommends for site
 * navigation. It carries no positioning library, which keeps the first page light.
 */
export function DisclosureMenu({
  button,
  buttonLabel,
  buttonClassName,
  title,
  align = 'start',
  children,
}: DisclosureMenuProps) {
  // Open only for the address it was opened at, so following a link inside closes it.
  const { key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string>();
  const open = openAt === locationKey;
  const setOpen = (value: boolean) => setOpenAt(value ? locationKey : undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(undefined);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(undefined);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the blur handler only notices focus leaving the menu; the button and links take the interaction
    <div
      ref={rootRef}
      className={classes.root}
      onBlur={(event) => {
        // Tabbing past the last link closes the panel, as leaving any disclosure should.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      <div id={panelId} className={classes.panel} data-align={align} hidden={!open}>
        {title && <p className={classes.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
