import { useClientState } from '../../../shared/use-client-state.ts';
import classes from './shopper-summary.module.css';

/** The group, member and portal the visitor shops for, when any is chosen. */
export function ShopperSummary() {
  const entries = [
    ['Group', useClientState('gname')],
    ['Member', useClientState('username')],
    ['Portal', useClientState('portal_name')],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;

  return (
    <dl className={classes.summary}>
      {entries.map(([label, value]) => (
        <div key={label}>
          <dt>{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
