import { memberName, useCurrentMember } from '../api/current-member.ts';
import { useT } from '../i18n/use-t.ts';
import { useClientState } from '../use-client-state.ts';
import { enrollmentStartMessages } from './enrollment-start-messages.ts';
import classes from './shopper-summary.module.css';

/** The group, member and portal the visitor shops for, when any is chosen. */
export function ShopperSummary() {
  // An existing member's enrollment names the member (and their group) as the server has them.
  const current = useCurrentMember();
  const t = useT(enrollmentStartMessages);
  const storedGroup = useClientState('gname');
  const storedMember = useClientState('username');
  const entries = [
    [t('enrollmentStart.summary.group'), current.member ? current.group?.group_name : storedGroup],
    [t('enrollmentStart.summary.member'), current.member ? memberName(current.member) : storedMember],
    [t('enrollmentStart.summary.portal'), useClientState('portal_name')],
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
