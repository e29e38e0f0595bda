import { describe, expect, it } from 'vitest';
import { monthStarts } from './effective-dates.ts';

describe('effective dates', () => {
  it('are the 1st of each of the next 3 months, across a new year, never today', () => {
    expect(monthStarts(new Date('2030-11-20T23:59:00Z'))).toEqual(['2030-12-01', '2031-01-01', '2031-02-01']);
    expect(monthStarts(new Date('2030-03-01T00:00:00Z'))).toEqual(['2030-04-01', '2030-05-01', '2030-06-01']);
  });
});
