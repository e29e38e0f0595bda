import type { Locale } from '@openenroll/contract/locale';
import { themeTextKeys } from './catalog-translations.ts';
import { categoryIn, perLanguage, versionIn } from './in-language.ts';
import type { StorefrontSnapshot } from './storefront-snapshot.ts';

const isThemeText = (key: string) => (themeTextKeys as readonly string[]).includes(key);

/** The sites' about and welcome texts, the categories and the plans' names in a language, once per catalog version. */
export const storefrontIn = perLanguage<StorefrontSnapshot>((snapshot, language: Locale) => ({
  ...snapshot,
  sites: snapshot.sites.map((site) => {
    const { version, textLanguage } = versionIn(site.translations, language);
    return {
      ...site,
      about: version?.about ?? site.about,
      textLanguage,
      theme: site.theme.map((entry) =>
        isThemeText(entry.key)
          ? { ...entry, value: version?.theme[entry.key] ?? entry.value, text_language: textLanguage }
          : entry,
      ),
    };
  }),
  categories: snapshot.categories.map((category) => categoryIn(category, language)),
  plans: snapshot.plans.map((plan) => {
    const { version, textLanguage } = versionIn(plan.translations, language);
    return {
      ...plan,
      name: version?.name ?? plan.name,
      shortText: version?.short_text ?? plan.shortText,
      textLanguage,
    };
  }),
}));
