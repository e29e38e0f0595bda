import { isLocale, type Locale } from '@openenroll/contract/locale';
import type { ThemeEntry } from '@openenroll/contract/site';
import { isFontList } from '@openenroll/contract/site-fonts';

/** The site's colours, as the theme names them; each becomes a CSS variable on :root. */
export const colorKeys = [
  'primary_color',
  'primary_text_color',
  'secondary_color',
  'accent_color',
  'header_bg',
  'header_text',
  'footer_bg',
  'footer_text',
  'page_bg',
] as const;
export type ColorKey = (typeof colorKeys)[number];

/** Used for any colour a site leaves out, and while no theme has arrived. */
export const defaultColors: Record<ColorKey, string> = {
  primary_color: '#1c5d99',
  primary_text_color: '#ffffff',
  secondary_color: '#334e68',
  accent_color: '#0e7c66',
  header_bg: '#ffffff',
  header_text: '#1f2933',
  footer_bg: '#1f2933',
  footer_text: '#f5f7fa',
  page_bg: '#ffffff',
};

const linkKeys = {
  repRegistration: 'rep_registration_url',
  repDashboard: 'rep_dashboard_url',
  memberRegistration: 'member_registration_url',
  memberDashboard: 'member_dashboard_url',
  groupRegistration: 'group_registration_url',
  groupDashboard: 'group_dashboard_url',
  groupQuote: 'group_quote_url',
  support: 'support_url',
  androidApp: 'android_app_url',
  iosApp: 'ios_app_url',
} as const;
export type SiteLinkName = keyof typeof linkKeys;

/** A text of the site's own, with the language it came in (text_language, on a request in another language). */
export type SiteText = Pick<ThemeEntry, 'text_language'> & { text: string };

export type SiteSettings = {
  colors: Record<ColorKey, string>;
  fontFamily?: string;
  headingFontFamily?: string;
  logo?: string;
  bannerImage?: string;
  thankYouImage?: string;
  favicon?: string;
  welcomeTitle?: SiteText;
  welcomeText?: SiteText;
  /** The language a first visit reads the store in (default_language). */
  defaultLanguage?: Locale;
  /** The spec's rule: the launcher of external tools shows only when site_url_flag is the text 'false'. */
  showToolsLauncher: boolean;
  links: Partial<Record<SiteLinkName, string>>;
  /** Wizard step icons, by step name (icon_primary_info → primary_info). */
  stepIcons: Record<string, string>;
};

// Theme values end up in a <style> element and in href/src attributes, so only plain values pass.
const colorPattern = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Root-relative paths and http(s) addresses only: never javascript: or data: from a theme. */
export function safeUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function readSiteSettings(entries: readonly ThemeEntry[]): SiteSettings {
  const values = new Map(entries.map(({ key, value }) => [key, value.trim()]));
  const languages = new Map(entries.map(({ key, text_language }) => [key, text_language]));
  const pick = (key: string) => values.get(key);
  const text = (key: string): SiteText | undefined => {
    const value = pick(key);
    return value ? { text: value, text_language: languages.get(key) } : undefined;
  };
  const font = (key: string) => {
    const value = pick(key);
    return value && isFontList(value) ? value : undefined;
  };

  const colors = { ...defaultColors };
  for (const key of colorKeys) {
    const value = pick(key);
    if (value && colorPattern.test(value)) colors[key] = value;
  }

  const links: SiteSettings['links'] = {};
  for (const [name, key] of Object.entries(linkKeys) as [SiteLinkName, string][]) {
    const url = safeUrl(pick(key));
    if (url) links[name] = url;
  }

  const stepIcons: Record<string, string> = {};
  for (const [key, value] of values) {
    const url = key.startsWith('icon_') ? safeUrl(value) : undefined;
    if (url) stepIcons[key.slice('icon_'.length)] = url;
  }

  const language = pick('default_language');
  return {
    colors,
    fontFamily: font('font_family'),
    headingFontFamily: font('heading_font_family'),
    logo: safeUrl(pick('logo')),
    bannerImage: safeUrl(pick('banner_image')),
    thankYouImage: safeUrl(pick('thank_you_image')),
    favicon: safeUrl(pick('favicon')),
    welcomeTitle: text('welcome_title'),
    welcomeText: text('welcome_text'),
    defaultLanguage: isLocale(language) ? language : undefined,
    showToolsLauncher: pick('site_url_flag') === 'false',
    links,
    stepIcons,
  };
}
