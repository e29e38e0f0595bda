import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t.ts';
import { cartMessages } from '../cart-messages.ts';
import classes from './save-cart-dialog.module.css';

/** Height of the frame before its document has been measured. */
const UNMEASURED = 500;

/**
 * The quote e-mail as its recipient will see it. The HTML sits in a sandboxed frame: its styles cannot reach the
 * store's page and none of its scripts run (same-origin is allowed only so the frame can be sized to its content).
 * The frame shows the whole message; the box around it scrolls past 500 px (spec part 1, §9).
 */
export function EmailPreview({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(UNMEASURED);
  const t = useT(cartMessages);

  const measure = useCallback(() => {
    const root = frame.current?.contentDocument?.documentElement;
    if (!root) return;
    // The html element's own height is the message's (its scrollHeight would be at least the frame's); a message
    // wider than the frame brings a horizontal scrollbar, which needs room too.
    const scrollbar = root.scrollWidth > root.clientWidth ? 20 : 0;
    setHeight(Math.max(Math.ceil(root.getBoundingClientRect().height) + scrollbar, 80));
  }, []);

  // A narrower frame wraps the message onto more lines: measure again when the dialog changes width.
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling box must be reachable by keyboard to scroll it
    <section className={classes.preview} tabIndex={0} aria-label={t('cart.quote.emailPreview')}>
      <iframe
        ref={frame}
        title={title}
        sandbox="allow-same-origin"
        srcDoc={html}
        onLoad={measure}
        className={classes.frame}
        style={{ height }}
      />
    </section>
  );
}
