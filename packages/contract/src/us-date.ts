import { onFirstUse } from './first-use.ts';

/** Dates as people type them (MM/DD/YYYY) and as they are stored and sent between services (ISO YYYY-MM-DD). */

const usPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const two = (value: number) => String(value).padStart(2, '0');

/** A date typed as MM/DD/YYYY, at midnight UTC; null when it is not a real calendar date. */
export function parseUsDate(text: string): Date | null {
  const match = usPattern.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? date : null;
}

/** MM/DD/YYYY of a date's UTC day. */
export const formatUsDate = (date: Date) =>
  `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;

/** 'YYYY-MM-DD' as stored, to the MM/DD/YYYY people type. */
export const isoToUs = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** MM/DD/YYYY, already checked, to 'YYYY-MM-DD'. */
export const usToIso = (us: string) => `${us.slice(6, 10)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;

const long = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

/** A day as a sentence says it: December 1, 2026. */
export const formatLongDate = (date: Date) => long().format(date);

/** An MM/DD/YYYY date as a sentence says it; anything that is not a real date is shown as it came. */
export function formatLongUsDate(text: string) {
  const date = parseUsDate(text);
  return date ? formatLongDate(date) : text;
}
