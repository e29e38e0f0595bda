/** The product computes ages with a year of 365.25 days (315576e5 ms), from the date of birth to a given day. */
export const MS_PER_YEAR = 315576e5;
export const MIN_AGE = 18;
export const MAX_AGE = 100;

export function ageOn(dob: Date, day: Date): number {
  return Math.floor((day.getTime() - dob.getTime()) / MS_PER_YEAR);
}
