/** Two typed digits as a number kept within [min, max], written back as two digits. */
const clampPair = (pair: string, min: number, max: number) =>
  String(Math.min(max, Math.max(min, Number(pair)))).padStart(2, '0');

/**
 * A date of birth as typed, shaped into MM/DD/YYYY: slashes are inserted as the digits arrive, a month above 12
 * or a day above 31 is lowered to it (and 00 raised to 01), and a first digit that cannot start a month (2-9) or a
 * day (4-9) gets its leading zero. While deleting (`previous` is longer) no slash is added at the end, so the
 * visitor can delete past it.
 */
export function formatDobTyping(next: string, previous = ''): string {
  let month = '';
  let day = '';
  let year = '';
  for (const digit of next.replace(/\D/g, '')) {
    if (month.length < 2) {
      month = month === '' && digit > '1' ? `0${digit}` : month + digit;
      if (month.length === 2) month = clampPair(month, 1, 12);
    } else if (day.length < 2) {
      day = day === '' && digit > '3' ? `0${digit}` : day + digit;
      if (day.length === 2) day = clampPair(day, 1, 31);
    } else if (year.length < 4) {
      year += digit;
    }
  }
  let text = month;
  if (month.length === 2) text += `/${day}`;
  if (day.length === 2) text += `/${year}`;
  const deleting = next.length < previous.length;
  return deleting || text.length >= 10 ? text.replace(/\/$/, '') : text;
}
