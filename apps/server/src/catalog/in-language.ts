import type { Locale } from '@openenroll/contract/locale';
import type { Translations } from '../db/schema/columns.ts';
import type { CompareRow } from '../db/schema.ts';

/** Set on an item read in another language than English: the language its texts are in (contract text-language.ts). */
export type InLanguage = { textLanguage?: Locale };

/**
 * The item's version in `language`, and the language the answer is in: that one when the item has it, else English.
 * English reads get no version and no language, so English answers stay as they were.
 */
export function versionIn<T>(translations: Translations<T>, language: Locale | undefined) {
  if (!language || language === 'en') return { version: undefined, textLanguage: undefined };
  const version = translations[language];
  return { version, textLanguage: version ? language : ('en' as const) };
}

/** The answer's `text_language` field, present only on a read in another language. */
export const textLanguageField = (item: InLanguage) => (item.textLanguage ? { text_language: item.textLanguage } : {});

/**
 * A cached catalog read in another language, made once per catalog version and language: the cache's values are
 * replaced on each import, so a copy kept beside them goes with them.
 */
export function perLanguage<Source extends object>(read: (source: Source, language: Locale) => Source) {
  const copies = new WeakMap<Source, Map<Locale, Source>>();
  return (source: Source, language: Locale | undefined): Source => {
    if (!language || language === 'en') return source;
    const kept = copies.get(source) ?? new Map<Locale, Source>();
    copies.set(source, kept);
    const copy = kept.get(language) ?? read(source, language);
    kept.set(language, copy);
    return copy;
  };
}

type Category = { label: string; translations: Translations<{ label: string }>; compare: CompareRow[] } & InLanguage;

/** A category with its label and comparison rows in `language`, each row falling back on its own. */
export function categoryIn<T extends Category>(category: T, language: Locale): T {
  const { version, textLanguage } = versionIn(category.translations, language);
  return {
    ...category,
    label: version?.label ?? category.label,
    textLanguage,
    compare: category.compare.map((row) => {
      const own = versionIn<{ label: string }>(row.es && language === 'es' ? { es: row.es } : {}, language);
      return { ...row, label: own.version?.label ?? row.label, textLanguage: own.textLanguage };
    }),
  };
}
