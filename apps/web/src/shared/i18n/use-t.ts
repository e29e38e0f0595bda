import { i18n, type MessageOptions } from '@lingui/core';
import { defaultLocale, isLocale, type Locale } from '@openenroll/contract/locale';
import { useSyncExternalStore } from 'react';
import { type Catalog, loadCatalog } from './catalog.ts';
import { readSettled } from './settled.ts';

export type Translate<K extends string> = (id: K, values?: Record<string, unknown>, options?: MessageOptions) => string;

const onChange = (listener: () => void) => i18n.on('change', listener);
/** The language the visitor reads now; before one is activated (a component test), English. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : defaultLocale);

/** The language being read; components that use it draw again when it changes. */
export const useLocale = () => useSyncExternalStore(onChange, currentLocale, currentLocale);

/**
 * The catalog's messages in the visitor's language. Code that arrives while another language is read waits
 * (Suspense) for that language's messages rather than showing English for a moment.
 */
export function useT<K extends string>(catalog: Catalog<K>): Translate<K> {
  readSettled(loadCatalog(catalog, useLocale()));
  return i18n._.bind(i18n) as Translate<K>;
}

/**
 * The `lang` of a catalog item shown in another language than the page's (no Spanish version yet: English), for
 * screen readers to pronounce it right; undefined when it matches.
 */
export function useTextLang() {
  const locale = useLocale();
  return (item: { text_language?: Locale }) =>
    item.text_language && item.text_language !== locale ? item.text_language : undefined;
}
