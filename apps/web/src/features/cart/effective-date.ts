const friendly = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An effective date (MM/DD/YYYY) as a visitor reads it: December 1, 2026. Anything else is shown as it came. */
export function formatEffectiveDate(date: string) {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (!match) return date;
  const [, month, day, year] = match;
  const when = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return Number.isNaN(when.getTime()) ? date : friendly.format(when);
}

/** The stored choice while the cart still offers it; a choice the cart no longer offers counts as none. */
export function offeredChoice(stored: string | undefined, offered: readonly string[] | undefined) {
  return stored !== undefined && offered?.includes(stored) ? stored : undefined;
}
