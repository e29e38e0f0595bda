import { i18n } from '@lingui/core';
import { defaultLocale, isLocale, type Locale } from '@openenroll/contract/locale';
import { clientState } from '../client-state.ts';
import { loadCatalogs } from './catalog.ts';
import { loadContractText } from './contract-text.ts';

/** Shows the store in this language once every message on screen has it; the page says which language it is in. */
export async function activateLocale(locale: Locale) {
  await Promise.all([loadCatalogs(locale), locale === 'en' || loadContractText()]);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The first language of a visit: the one the visitor chose before, else the site's. */
export const startingLocale = (siteDefault: string | undefined): Locale =>
  clientState.get('language') ?? (isLocale(siteDefault) ? siteDefault : defaultLocale);
