import type { Translations } from '../db/schema/columns.ts';

/**
 * An item's Spanish version as stored. The catalog schema has already refused a version missing any of the item's
 * texts (catalog-translations.ts), so what it let through is whole.
 */
export const spanishOf = <T>(es: object | undefined): Translations<T> => (es ? { es: es as T } : {});

export type Label = { label: string };
export type SiteTexts = { about: string; theme: Partial<Record<string, string>> };
