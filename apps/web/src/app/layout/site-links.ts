import type { Translate } from '../../shared/i18n/use-t.ts';
import { pageLocation } from '../../shared/page-context.ts';
import type { SiteLinkName, SiteSettings } from '../../shared/theme/site-settings.ts';

export type SiteLink = { label: string; href: string };

const labels = {
  repRegistration: 'layout.link.repRegistration',
  repDashboard: 'layout.link.repDashboard',
  memberRegistration: 'layout.link.memberRegistration',
  memberDashboard: 'layout.link.memberDashboard',
  groupRegistration: 'layout.link.groupRegistration',
  groupDashboard: 'layout.link.groupDashboard',
  groupQuote: 'layout.link.groupQuote',
  support: 'layout.link.support',
} as const satisfies Record<Exclude<SiteLinkName, 'androidApp' | 'iosApp'>, string>;

/** The group quote page learns which storefront sent the visitor through platform_name. */
function withPlatformName(url: string, host: string) {
  const address = new URL(url, pageLocation().origin);
  address.searchParams.set('platform_name', host);
  return address.href;
}

export function siteLinks(
  settings: SiteSettings,
  names: readonly (keyof typeof labels)[],
  t: Translate<(typeof labels)[keyof typeof labels]>,
): SiteLink[] {
  return names.flatMap((name) => {
    const href = settings.links[name];
    if (!href) return [];
    return [
      { label: t(labels[name]), href: name === 'groupQuote' ? withPlatformName(href, pageLocation().host) : href },
    ];
  });
}
