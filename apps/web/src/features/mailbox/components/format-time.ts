const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A message's time as the reader's clock shows it. */
export const formatTime = (iso: string) => formatter.format(new Date(iso));
