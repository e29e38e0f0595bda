import { defaultLocale, isLocale, type Locale } from '@openenroll/contract/locale';
import type { RenderedPage } from '@openenroll/contract/page-render';
import type { ThemeEntry } from '@openenroll/contract/site';
import { siteFontFaces } from '@openenroll/contract/site-fonts';
import { storeMessages } from '@openenroll/contract/store-messages';
import { translate } from '@openenroll/contract/translate';
import { escapeHtml } from '../mail/escape-html.ts';

/** JSON in a script element ends at the first `</`: no value may close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A theme's own file (a root-relative path): a preload or a preview may name it; another origin's address may not. */
const ownPath = (value: string | undefined) => (value?.startsWith('/') && !value.startsWith('//') ? value : undefined);

/**
 * What the store's page carries in its head for one site, so the first paint needs nothing first: the site's theme
 * (a JSON data block the web app reads, not a script), its fonts declared and preloaded, and its name and logo for link
 * previews.
 */
export function pageHead(site: { name: string; theme: readonly ThemeEntry[] }, origin: string) {
  const value = (key: string) => site.theme.find((entry) => entry.key === key)?.value.trim();
  const theme = scriptJson(site.theme);
  const faces = siteFontFaces(site.theme);
  const fonts = [...new Set(faces.map((face) => face.url))].map(
    (url) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(url)}" crossorigin>`,
  );
  // Optional: a font not in by the first paint waits for the next page, so text never moves when it comes.
  const fontFaces = faces.map(
    ({ family, url, weight }) =>
      `@font-face{font-family:"${family}";src:url("${url}") format("woff2");font-weight:${weight};font-display:optional}`,
  );
  const logo = ownPath(value('logo'));
  return [
    `<title>${escapeHtml(site.name)}</title>`,
    ...fonts,
    ...(fontFaces.length > 0 ? [`<style>${fontFaces.join('')}</style>`] : []),
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

/**
 * The page with the body the renderer wrote in its root, and what the browser's hydration needs to draw the same:
 * the answers it was drawn with and the kept values (JSON data blocks the web app reads, not scripts).
 */
export function withBody(page: string, rendered: RenderedPage) {
  return page.replace(
    '<div id="root"></div>',
    `<div id="root">${rendered.html}</div>` +
      `<script type="application/json" id="page-queries">${scriptJson(rendered.queries)}</script>` +
      `<script type="application/json" id="page-kept">${scriptJson({ drawn: rendered.kept, written: rendered.keptWrites })}</script>`,
  );
}
