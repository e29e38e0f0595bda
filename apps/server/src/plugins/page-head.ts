import type { ThemeEntry } from '@openenroll/contract/site';
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

/** The built page with a site's head: its own title in place of the build's, the rest before `</head>`. */
export function withHead(shell: string, head: string) {
  return shell.replace(/<title>.*?<\/title>/s, '').replace('</head>', `${head}</head>`);
}
