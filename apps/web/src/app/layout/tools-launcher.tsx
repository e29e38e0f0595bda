import { useT } from '../../shared/i18n/use-t.ts';
import { useSiteSettings } from '../../shared/theme/use-site-settings.ts';
import { DisclosureMenu } from '../../shared/ui/disclosure-menu.tsx';
import { AppsIcon } from '../../shared/ui/icons.tsx';
import { layoutMessages } from './layout-messages.ts';
import { siteLinks } from './site-links.ts';
import classes from './tools-launcher.module.css';

export const toolLinkNames = ['repDashboard', 'memberDashboard', 'groupDashboard', 'groupQuote', 'support'] as const;

/** The launcher of external tools; the header shows it only when the site asks for it (site_url_flag 'false'). */
export function ToolsLauncher() {
  const t = useT(layoutMessages);
  const links = siteLinks(useSiteSettings(), toolLinkNames, t);
  if (links.length === 0) return null;
  return (
    <DisclosureMenu
      align="end"
      title={t('layout.tools')}
      buttonLabel={t('layout.tools')}
      buttonClassName={classes.button}
      button={<AppsIcon size={22} />}
    >
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}
