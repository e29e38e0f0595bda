import type { ThemeEntry } from './site.ts';

/** A font list as a theme may give it (`'Nunito Sans', system-ui, sans-serif`): it ends up in style sheets. */
const fontListPattern = /^[\w\s'",-]+$/;
const familyPattern = /^[\w\s-]+$/;
/** The store's own font files only (the page's policy loads no font from elsewhere), in plain characters. */
const fontPathPattern = /^\/(?!\/)[\w\-./%]+$/;

export const isFontList = (value: string) => fontListPattern.test(value);

/** The first family of a font list, unquoted: the one a site's font file provides. */
export function firstFontFamily(fontFamily: string): string | undefined {
  return (
    fontFamily
      .split(',')[0]
      ?.trim()
      .replace(/^['"]|['"]$/g, '') || undefined
  );
}

export type SiteFontFace = { family: string; url: string; weight: '400' | '700' };

/** The site's fonts: the body's in 400 and the headings' in 700, the weight the theme gives them. */
export function siteFontFaces(theme: readonly ThemeEntry[]): SiteFontFace[] {
  const value = (key: string) => theme.find((entry) => entry.key === key)?.value.trim();
  const face = (listKey: string, urlKey: string, weight: SiteFontFace['weight']): SiteFontFace[] => {
    const list = value(listKey);
    const family = list && isFontList(list) ? firstFontFamily(list) : undefined;
    const url = value(urlKey);
    return family && familyPattern.test(family) && url && fontPathPattern.test(url) ? [{ family, url, weight }] : [];
  };
  return [...face('font_family', 'font_url', '400'), ...face('heading_font_family', 'heading_font_url', '700')];
}
