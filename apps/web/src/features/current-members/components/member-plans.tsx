import type { MemberRow } from '@openenroll/contract/members';
import classes from './member-plans.module.css';

/** 'TERMINATED' → 'Terminated'. */
const statusText = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/** A member's plans; any status but ACTIVE in red, and named in words so colour is not the only sign. */
export function MemberPlans({ plans }: { plans: MemberRow['plan_info'] }) {
  if (plans.length === 0) return <span className={classes.none}>No plans</span>;
  return (
    <ul className={classes.plans}>
      {plans.map((plan, index) => {
        const active = plan.plan_status === 'ACTIVE';
        return (
          // Plans may repeat by name (renewed years): the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is only shown, never reordered
          <li key={index} className={active ? undefined : classes.inactive}>
            {plan.plan_name}
            {!active && <span className={classes.status}> ({statusText(plan.plan_status)})</span>}
          </li>
        );
      })}
    </ul>
  );
}
