import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@openenroll/contract/locale';
import { arrived, settled } from './settled.ts';

type Loader = () => Promise<{ default: Record<string, string> }>;

/**
 * One part of the store's messages: English bundled with the code that shows it (it is the spec's text and the
 * default), the other languages fetched when the visitor reads them. `K` are its message ids.
 */
export type Catalog<K extends string = string> = {
  readonly ids?: K;
  readonly loaders: Record<Exclude<Locale, 'en'>, Loader>;
  readonly pending: Map<Locale, Promise<void>>;
};

const catalogs = new Set<Catalog>();

// JSON catalogs are compiled as they are bundled (lingui-catalogs.ts): typed as their source text, formatted compiled.
const compiled = (messages: Record<string, string>) => messages as unknown as Messages;

export function defineCatalog<M extends Record<string, string>>(
  en: M,
  loaders: Catalog['loaders'],
): Catalog<keyof M & string> {
  i18n.load('en', compiled(en));
  const catalog: Catalog<keyof M & string> = { loaders, pending: new Map() };
  catalogs.add(catalog);
  // Code that arrives while another language is read starts fetching its messages at once.
  if (i18n.locale && i18n.locale !== 'en') void loadCatalog(catalog, i18n.locale as Locale);
  return catalog;
}

/** The catalog's messages in this language: their load, settled once they are in (settled.ts). */
export function loadCatalog(catalog: Catalog, locale: Locale): Promise<void> {
  if (locale === 'en') return arrived;
  let pending = catalog.pending.get(locale);
  if (!pending) {
    pending = settled(
      catalog.loaders[locale]().then(
        (module) => {
          i18n.load(locale, compiled(module.default));
        },
        (error: unknown) => {
          // A failed fetch may be tried again by the next render.
          catalog.pending.delete(locale);
          throw error;
        },
      ),
    );
    catalog.pending.set(locale, pending);
  }
  return pending;
}

/** Every catalog the pages seen so far use, in this language: switching shows no message in the old one. */
export const loadCatalogs = async (locale: Locale) => {
  await Promise.all([...catalogs].map((catalog) => loadCatalog(catalog, locale)));
};
