import type { DefaultInfo } from '@openenroll/contract/site';
import { Link, useLocation } from 'react-router';
import { roleHome } from '../../shared/home-path.ts';
import { useClientState } from '../../shared/use-client-state.ts';
import classes from './enrolling-as.module.css';

/** A representative enrolling others: who is enrolling, in which portal, and the way back to their home page. */
export function EnrollingAs({ info }: { info: DefaultInfo }) {
  const portal = useClientState('portal_name');
  const { pathname } = useLocation();
  return (
    <p className={classes.bar}>
      <span className={classes.who}>
        Enrolling as <strong>{info.display_name}</strong>
        {portal && ` · ${portal}`}
      </span>
      {pathname !== roleHome.rep && (
        <Link to={roleHome.rep} className={classes.home}>
          Your home
        </Link>
      )}
    </p>
  );
}
