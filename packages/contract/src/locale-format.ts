import { onFirstUse } from './first-use.ts';
import type { Locale } from './locale.ts';
import { formatMoney } from './money.ts';
import { formatLongDate } from './us-date.ts';

/** The Intl locale of each language: US Spanish, as US marketplaces write it. */
export const intlLocales: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

const money = { es: onFirstUse(() => new Intl.NumberFormat(intlLocales.es, { style: 'currency', currency: 'USD' })) };
const longDate = {
  es: onFirstUse(() => new Intl.DateTimeFormat(intlLocales.es, { dateStyle: 'long', timeZone: 'UTC' })),
};

/** An amount as the language writes it; English as the store always has ($1,234.50). */
export const formatMoneyIn = (amount: number, locale: Locale) =>
  locale === 'en' ? formatMoney(amount) : money[locale]().format(amount);

/** A day as a sentence in the language says it: December 1, 2026; 1 de diciembre de 2026. */
export const formatLongDateIn = (date: Date, locale: Locale) =>
  locale === 'en' ? formatLongDate(date) : longDate[locale]().format(date);
