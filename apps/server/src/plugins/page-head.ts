import { defaultLocale, isLocale, type Locale } from '@openenroll/contract/locale';
import type { ThemeEntry } from '@openenroll/contract/site';
import { storeMessages } from '@openenroll/contract/store-messages';
import { translate } from '@openenroll/contract/translate';
import { escapeHtml } from '../mail/escape-html.ts';

/** A theme's own file (a root-relative path): a preload or a preview may name it; another origin's address may not. */
const ownPath = (value: string | undefined) => (value?.startsWith('/') && !value.startsWith('//') ? value : undefined);

/**
 * What the store's page carries in its head for one site, so the first paint needs nothing first: the site's theme
 * (a JSON data block the web app reads, not a script), its fonts preloaded, and its name and logo for link previews.
 */
export function pageHead(site: { name: string; theme: readonly ThemeEntry[] }, origin: string) {
  const value = (key: string) => site.theme.find((entry) => entry.key === key)?.value.trim();
  // JSON in a script element ends at the first `</`: no value may close it.
  const theme = JSON.stringify(site.theme).replace(/</g, '\\u003c');
  const fonts = [...new Set([value('font_url'), value('heading_font_url')].map(ownPath))].flatMap((path) =>
    path ? [`<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(path)}" crossorigin>`] : [],
  );
  const logo = ownPath(value('logo'));
  return [
    `<title>${escapeHtml(site.name)}</title>`,
    ...fonts,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:title" content="${escapeHtml(site.name)}">`,
    ...(logo ? [`<meta property="og:image" content="${escapeHtml(origin + logo)}">`] : []),
    `<script type="application/json" id="site-theme">${theme}</script>`,
  ].join('');
}

/** The language a site's first-time visitor reads: its theme's `default_language`, else English. */
export function siteLanguage(site: { theme: readonly ThemeEntry[] }): Locale {
  const language = site.theme.find((entry) => entry.key === 'default_language')?.value.trim();
  return isLocale(language) ? language : defaultLocale;
}

/**
 * The built page with a site's head in `language`: its own title in place of the build's, the rest before
 * `</head>`, the language on `<html>` (the web app reads it to know which language the theme is in), and the
 * page's own words in it.
 */
export function withHead(shell: string, head: string, language: Locale) {
  const said = (message: string) => escapeHtml(translate(message, language));
  return shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/(<meta name="description" content=")[^"]*"/, `$1${said(storeMessages.pageDescription)}"`)
    .replace(/<noscript>.*?<\/noscript>/s, `<noscript>${said(storeMessages.needsJavaScript)}</noscript>`)
    .replace(/<title>.*?<\/title>/s, '')
    .replace('</head>', `${head}</head>`);
}
