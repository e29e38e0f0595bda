import { formatLongDateIn, intlLocales } from '@openenroll/contract/locale-format';
import { parseUsDate } from '@openenroll/contract/us-date';
import { useLocale } from './use-t.ts';

/** A day as a sentence in the visitor's language: December 1, 2026; 1 de diciembre de 2026. */
export function useFormatLongDate() {
  const locale = useLocale();
  return {
    /** From MM/DD/YYYY, as the API sends dates; text that is no such date is shown as it is. */
    usDate: (text: string) => {
      const date = parseUsDate(text);
      return date ? formatLongDateIn(date, locale) : text;
    },
    /** The UTC day of an ISO timestamp, the day the store's e-mails name; text that is no date as it is. */
    utcDay: (text: string) => {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : formatLongDateIn(date, locale);
    },
    /** From an ISO timestamp, on the visitor's own calendar. */
    iso: (text: string) => new Date(text).toLocaleDateString(intlLocales[locale], { dateStyle: 'long' }),
  };
}
