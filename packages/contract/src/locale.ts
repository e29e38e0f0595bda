/** The languages the store speaks. English is the spec's text and the default. */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The cookie that tells the server the visitor's chosen language, so the page it writes starts in it. */
export const LANGUAGE_COOKIE = 'language';

/** Each language named in itself, as the switch offers it. */
export const localeNames: Record<Locale, string> = { en: 'English', es: 'Español' };

/**
 * The first supported language of an Accept-Language header, by its q-values; a regional tag counts for its language
 * (es-MX is es). The store's pages send the one the visitor chose.
 */
export function negotiateLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}
