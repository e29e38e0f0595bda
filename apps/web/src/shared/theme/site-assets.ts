import type { ThemeEntry } from '@openenroll/contract/site';
import { type SiteFontFace, siteFontFaces } from '@openenroll/contract/site-fonts';

const loadedFaces = new Map<string, SiteFontFace>();

const declared = (font: SiteFontFace) =>
  [...document.fonts].some((face) => face.family.replace(/^"|"$/g, '') === font.family && face.weight === font.weight);

function addFontFace(font: SiteFontFace) {
  const id = `${font.family}|${font.weight}|${font.url}`;
  if (loadedFaces.has(id) || typeof FontFace === 'undefined') return;
  loadedFaces.set(id, font);
  // The page's head declares the site's fonts (the server writes them there); a page served without it needs them here.
  if (declared(font)) return;
  const face = new FontFace(font.family, `url(${JSON.stringify(font.url)})`, {
    display: 'optional',
    weight: font.weight,
  });
  document.fonts.add(face);
  // A font that fails to load leaves the fallback fonts of the family list in place; nothing to tell the visitor.
  face.load().catch(() => document.fonts.delete(face));
}

/** Registers the site's fonts; headings use 700, the weight the theme gives them, so no faux bold appears. */
export function loadSiteFonts(theme: readonly ThemeEntry[]) {
  for (const font of siteFontFaces(theme)) addFontFace(font);
}

/** The site's fonts as registered: they live outside the style sheets, where a page's copy would look for them. */
export const siteFonts = (): SiteFontFace[] => [...loadedFaces.values()];

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
