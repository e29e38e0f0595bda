import { Link } from 'react-router';
import { categoryPath } from '../../../shared/plan-path.ts';
import { useClientState } from '../../../shared/use-client-state.ts';
import { useHomePath } from '../../../shared/use-home-path.ts';
import classes from './plans-breadcrumb.module.css';

type PlansBreadcrumbProps = {
  /** The listing the plan page belongs to; without it, Plans is the current page. */
  category?: string;
  planName?: string;
};

/** Home, Current Member (when one is chosen), Plans, and the plan on its own page. */
export function PlansBreadcrumb({ category, planName }: PlansBreadcrumbProps) {
  const home = useHomePath();
  const currentMember = useClientState('isCurrentMemberAvailable');
  const eprocess = useClientState('eprocess');
  const members = eprocess === 'group' ? '/group-select-member' : '/agent-select-member';

  return (
    <nav aria-label="Breadcrumb" className={classes.breadcrumb}>
      <ol>
        <li>
          <Link to={home}>Home</Link>
        </li>
        {currentMember && (
          <li>
            <Link to={members}>Current Member</Link>
          </li>
        )}
        <li>
          {planName ? (
            <Link to={category ? categoryPath(category) : '/plans'}>Plans</Link>
          ) : (
            <span aria-current="page">Plans</span>
          )}
        </li>
        {planName && (
          <li>
            <span aria-current="page">{planName}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
