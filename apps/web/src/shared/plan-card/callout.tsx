import { calloutColors } from './callout-colors.ts';
import classes from './plan-card.module.css';

export function Callout({ text, color }: { text: string; color: string | null }) {
  const colors = calloutColors(color);
  return (
    <span
      className={classes.callout}
      data-bordered={colors.bordered || undefined}
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      {text}
    </span>
  );
}
