import { Button } from '@mantine/core';
import { useSiteSettings } from '../../../shared/theme/use-site-settings.ts';
import classes from './plan-detail.module.css';

/** Members already enrolled manage their plans on the member dashboard, opened in a new tab. */
export function MemberLogin() {
  const { links } = useSiteSettings();
  if (!links.memberDashboard) return null;
  return (
    <div className={classes.member}>
      <span>Already a member?</span>
      <Button
        component="a"
        href={links.memberDashboard}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        size="compact-sm"
        aria-label="Current Member login (opens in a new tab)"
      >
        Current Member login
      </Button>
    </div>
  );
}
