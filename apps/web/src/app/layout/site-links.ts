import type { SiteLinkName, SiteSettings } from '../../shared/theme/site-settings.ts';

export type SiteLink = { label: string; href: string };

const labels: Record<Exclude<SiteLinkName, 'androidApp' | 'iosApp'>, string> = {
  repRegistration: 'Rep registration',
  repDashboard: 'Rep dashboard',
  memberRegistration: 'Member registration',
  memberDashboard: 'Member dashboard',
  groupRegistration: 'Group registration',
  groupDashboard: 'Group dashboard',
  groupQuote: 'Get a group quote',
  support: 'Submit a support request',
};

/** The group quote page learns which storefront sent the visitor through platform_name. */
function withPlatformName(url: string, host: string) {
  const address = new URL(url, window.location.origin);
  address.searchParams.set('platform_name', host);
  return address.href;
}

export function siteLinks(settings: SiteSettings, names: readonly (keyof typeof labels)[]): SiteLink[] {
  return names.flatMap((name) => {
    const href = settings.links[name];
    if (!href) return [];
    return [{ label: labels[name], href: name === 'groupQuote' ? withPlatformName(href, window.location.host) : href }];
  });
}
