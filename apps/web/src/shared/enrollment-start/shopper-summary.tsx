import { memberName, useCurrentMember } from '../api/current-member.ts';
import { useClientState } from '../use-client-state.ts';
import classes from './shopper-summary.module.css';

/** The group, member and portal the visitor shops for, when any is chosen. */
export function ShopperSummary() {
  // An existing member's enrollment names the member (and their group) as the server has them.
  const current = useCurrentMember();
  const storedGroup = useClientState('gname');
  const storedMember = useClientState('username');
  const entries = [
    ['Group', current.member ? current.group?.group_name : storedGroup],
    ['Member', current.member ? memberName(current.member) : storedMember],
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
