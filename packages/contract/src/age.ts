/** The product computes ages with a year of 365.25 days (315576e5 ms), from the date of birth to a given day. */
export const MS_PER_YEAR = 315576e5;
export const MIN_AGE = 18;
export const MAX_AGE = 100;

export function ageOn(dob: Date, day: Date): number {
  return Math.floor((day.getTime() - dob.getTime()) / MS_PER_YEAR);
}

/** A date typed as MM/DD/YYYY, at midnight UTC; null when it is not a real calendar date. */
export function parseUsDate(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? date : null;
}

/** MM/DD/YYYY of a date's UTC day. */
export function formatUsDate(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
