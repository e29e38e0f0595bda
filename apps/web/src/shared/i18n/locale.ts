import { i18n } from '@lingui/core';
import { defaultLocale, isLocale, LANGUAGE_COOKIE, type Locale } from '@openenroll/contract/locale';
import { clientState } from '../client-state.ts';
import { loadCatalogs } from './catalog.ts';
import { loadContractText } from './contract-text.ts';

/** Every message the pages seen so far show, in this language. */
export async function loadLocale(locale: Locale) {
  await Promise.all([loadCatalogs(locale), locale === 'en' || loadContractText()]);
}

/** Shows the store in this language once every message on screen has it; the page says which language it is in. */
export async function activateLocale(locale: Locale) {
  await loadLocale(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The visitor's choice, kept for later visits and told to the server, which writes the page in it. */
export function rememberLocale(locale: Locale) {
  clientState.set('language', locale);
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once per visit; the Cookie Store API is not everywhere.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The first language of a visit: the one the visitor chose before (remembered again), else the site's. */
export function startingLocale(siteDefault: string | undefined): Locale {
  const chosen = clientState.get('language');
  if (chosen) rememberLocale(chosen);
  return chosen ?? (isLocale(siteDefault) ? siteDefault : defaultLocale);
}
