import { Button } from '@mantine/core';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useSiteSettings } from '../../../shared/theme/use-site-settings.ts';
import { plansMessages } from '../plans-messages.ts';
import classes from './plan-detail.module.css';

/** Members already enrolled manage their plans on the member dashboard, opened in a new tab. */
export function MemberLogin() {
  const { links } = useSiteSettings();
  const t = useT(plansMessages);
  if (!links.memberDashboard) return null;
  return (
    <div className={classes.member}>
      <span>{t('plans.alreadyMember')}</span>
      <Button
        component="a"
        href={links.memberDashboard}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        size="compact-sm"
        aria-label={t('plans.memberLoginNewTab')}
      >
        {t('plans.memberLogin')}
      </Button>
    </div>
  );
}
