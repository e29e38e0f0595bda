import { firstFontFamily, type SiteSettings } from './site-settings.ts';

type SiteFont = { family: string; url: string; weight: string };

const loadedFaces = new Map<string, SiteFont>();

function addFontFace(fontFamily: string | undefined, url: string | undefined, weight: string) {
  const family = fontFamily && firstFontFamily(fontFamily);
  if (!family || !url || typeof FontFace === 'undefined') return;
  const id = `${family}|${weight}|${url}`;
  if (loadedFaces.has(id)) return;
  const face = new FontFace(family, `url(${JSON.stringify(url)})`, { display: 'swap', weight });
  loadedFaces.set(id, { family, url, weight });
  document.fonts.add(face);
  // A font that fails to load leaves the fallback fonts of the family list in place; nothing to tell the visitor.
  face.load().catch(() => document.fonts.delete(face));
}

/** Registers the site's fonts; headings use 700, the weight the theme gives them, so no faux bold appears. */
export function loadSiteFonts(settings: SiteSettings) {
  addFontFace(settings.fontFamily, settings.fontUrl, '400');
  addFontFace(settings.headingFontFamily, settings.headingFontUrl, '700');
}

/** The site's fonts as registered: they live outside the style sheets, where a page's copy would look for them. */
export const siteFonts = (): SiteFont[] => [...loadedFaces.values()];

export function setFavicon(url: string | undefined) {
  if (!url) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = url;
}

export function setThemeColor(color: string) {
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', color);
}
