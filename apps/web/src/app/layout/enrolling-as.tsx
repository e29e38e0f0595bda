import type { DefaultInfo } from '@openenroll/contract/site';
import { Link, useLocation } from 'react-router';
import { roleHome } from '../../shared/home-path.ts';
import { Message } from '../../shared/i18n/message.tsx';
import { useT } from '../../shared/i18n/use-t.ts';
import { useClientState } from '../../shared/use-client-state.ts';
import classes from './enrolling-as.module.css';
import { layoutMessages } from './layout-messages.ts';

/** A representative enrolling others: who is enrolling, in which portal, and the way back to their home page. */
export function EnrollingAs({ info }: { info: DefaultInfo }) {
  const portal = useClientState('portal_name');
  const t = useT(layoutMessages);
  const { pathname } = useLocation();
  return (
    <p className={classes.bar}>
      <span className={classes.who}>
        <Message
          catalog={layoutMessages}
          id="layout.enrollingAs"
          values={{ name: info.display_name }}
          components={{ 0: <strong /> }}
        />
        {portal && ` · ${portal}`}
      </span>
      {pathname !== roleHome.rep && (
        <Link to={roleHome.rep} className={classes.home}>
          {t('layout.yourHome')}
        </Link>
      )}
    </p>
  );
}
