import { calloutColors } from './callout-colors.ts';
import classes from './plan-card.module.css';

export function Callout({ text, color, lang }: { text: string; color: string | null; lang?: string }) {
  const colors = calloutColors(color);
  return (
    <span
      className={classes.callout}
      lang={lang}
      data-bordered={colors.bordered || undefined}
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      {text}
    </span>
  );
}
