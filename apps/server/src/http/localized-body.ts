import type { ErrorEnvelope } from '@openenroll/contract/envelope';
import type { Locale } from '@openenroll/contract/locale';
import { requestMessages } from '@openenroll/contract/store-messages';
import { isKnownMessage, translate } from '@openenroll/contract/translate';

/**
 * A schema check's message in the reader's language. Only zod's own wording (a type no form sends) is not the
 * store's: a Spanish reader is told the value is not valid rather than read English.
 */
export const checkMessage = (message: string, locale: Locale) =>
  locale === 'en' || isKnownMessage(message)
    ? translate(message, locale)
    : translate(requestMessages.invalidValue, locale);

/** An error envelope in the reader's language: its message and each field's; a text from the catalog as written. */
export function localizedError(body: ErrorEnvelope, locale: Locale): ErrorEnvelope {
  if (locale === 'en') return body;
  return {
    ...body,
    message: translate(body.message, locale),
    data: body.data.map((entry) => ({ ...entry, error_message: translate(entry.error_message, locale) })),
  };
}

/** A success answer's notices (`message`, `*_message`) in the reader's language; catalog texts stay as written. */
export function localizedData<T>(data: T, locale: Locale): T {
  if (locale === 'en' || data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) return data.map((item) => localizedData(item, locale)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    out[key] =
      typeof value === 'string' && (key === 'message' || key.endsWith('_message'))
        ? translate(value, locale)
        : localizedData(value, locale);
  }
  return out as T;
}
