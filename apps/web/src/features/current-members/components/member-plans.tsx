import type { MemberRow } from '@openenroll/contract/members';
import { type Translate, useT } from '../../../shared/i18n/use-t.ts';
import { membersMessages } from '../current-members-messages.ts';
import classes from './member-plans.module.css';

type MembersKey = NonNullable<(typeof membersMessages)['ids']>;

const statusIds = { INACTIVE: 'members.planStatus.INACTIVE', TERMINATED: 'members.planStatus.TERMINATED' } as const;

/** 'TERMINATED' → 'Terminated': a status the catalog does not name yet still reads as a word. */
const statusText = (status: string, t: Translate<MembersKey>) =>
  Object.hasOwn(statusIds, status)
    ? t(statusIds[status as keyof typeof statusIds])
    : status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/** A member's plans; any status but ACTIVE in red, and named in words so colour is not the only sign. */
export function MemberPlans({ plans }: { plans: MemberRow['plan_info'] }) {
  const t = useT(membersMessages);
  if (plans.length === 0) return <span className={classes.none}>{t('members.noPlans')}</span>;
  return (
    <ul className={classes.plans}>
      {plans.map((plan, index) => {
        const active = plan.plan_status === 'ACTIVE';
        return (
          // Plans may repeat by name (renewed years): the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is only shown, never reordered
          <li key={index} className={active ? undefined : classes.inactive}>
            {plan.plan_name}
            {!active && <span className={classes.status}> ({statusText(plan.plan_status, t)})</span>}
          </li>
        );
      })}
    </ul>
  );
}
