import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { locales } from './locale.ts';

/**
 * The language a catalog item's texts are in (a plan's name and description, a category's label, a health question,
 * an agreement, a site's welcome texts). Present only when the request asked for another language than English
 * (Accept-Language): 'es' when the item has a Spanish version, 'en' when it falls back to English, so the page can
 * mark that text with lang="en". English answers do not carry it.
 */
export const textLanguage = lazySchema(() => z.optional(z.enum(locales)));

/** The field every translatable item carries, under one name. */
export const withTextLanguage = { text_language: textLanguage };
