import { categoryPath, planPath } from '@openenroll/contract/plan-path';
import { Link } from 'react-router';
import { useCurrentMember } from '../api/current-member.ts';
import { useT } from '../i18n/use-t.ts';
import { useClientState } from '../use-client-state.ts';
import { useHomePath } from '../use-home-path.ts';
import classes from './plans-breadcrumb.module.css';
import { uiMessages } from './ui-messages.ts';

type PlansBreadcrumbProps = {
  /** The listing the plan page belongs to; without it, Plans is the current page. */
  category?: string;
  planName?: string;
  /** The plan name's language when it is not the page's (useTextLang). */
  planLang?: string;
  /** The cart's trail: Plans, then Plan Details (the plan last viewed, when known), then Cart as the current page. */
  cart?: boolean;
};

/** Home, Current Member (when one is chosen), Plans, and the plan on its own page, or the cart after them. */
export function PlansBreadcrumb({ category, planName, planLang, cart = false }: PlansBreadcrumbProps) {
  const home = useHomePath();
  const t = useT(uiMessages);
  // Remembered by this browser (isCurrentMemberAvailable) and confirmed by the server's enrollment.
  const currentMember = useCurrentMember().shown;
  const eprocess = useClientState('eprocess');
  const lastPlanId = useClientState('planId');
  const lastPlanName = useClientState('planName');
  const members = eprocess === 'group' ? '/group-select-member' : '/agent-select-member';
  const plansIsCurrent = !planName && !cart;

  return (
    <nav aria-label={t('ui.breadcrumb')} className={classes.breadcrumb}>
      <ol>
        <li>
          <Link to={home}>{t('ui.home')}</Link>
        </li>
        {currentMember && (
          <li>
            <Link to={members}>{t('ui.currentMember')}</Link>
          </li>
        )}
        <li>
          {plansIsCurrent ? (
            <span aria-current="page">{t('ui.plans')}</span>
          ) : (
            <Link to={category ? categoryPath(category) : '/plans'}>{t('ui.plans')}</Link>
          )}
        </li>
        {planName && (
          <li>
            <span aria-current="page" lang={planLang}>
              {planName}
            </span>
          </li>
        )}
        {cart && lastPlanId !== undefined && lastPlanName && (
          <li>
            <Link to={planPath(lastPlanId, lastPlanName)}>{t('ui.planDetails')}</Link>
          </li>
        )}
        {cart && (
          <li>
            <span aria-current="page">{t('ui.cart')}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
