import { describe, expect, it } from 'vitest';
import { formatDobTyping } from './dob-typing.ts';

/** Types the text one character at a time, as a visitor would, and returns what the field shows. */
const typed = (text: string) => [...text].reduce((shown, key) => formatDobTyping(shown + key, shown), '');

describe('typing a date of birth', () => {
  it('inserts the slashes as the digits arrive', () => {
    expect(typed('0')).toBe('0');
    expect(typed('04')).toBe('04/');
    expect(typed('0412')).toBe('04/12/');
    expect(typed('04121985')).toBe('04/12/1985');
  });

  it('stops at ten characters and ignores anything but digits', () => {
    expect(typed('041219851')).toBe('04/12/1985');
    expect(formatDobTyping('4a/1b2/1985x')).toBe('04/12/1985');
    expect(formatDobTyping('04/12/1985')).toBe('04/12/1985');
  });

  it('keeps the month within 1 to 12 and the day within 1 to 31', () => {
    expect(typed('13')).toBe('12/');
    expect(typed('00')).toBe('01/');
    expect(typed('0132')).toBe('01/31/');
    expect(typed('0100')).toBe('01/01/');
  });

  it('pads a first digit that can only be a single-digit month or day', () => {
    expect(typed('4')).toBe('04/');
    expect(typed('125')).toBe('12/05/');
    expect(typed('123')).toBe('12/3');
  });

  it('lets the visitor delete back over a slash', () => {
    expect(formatDobTyping('04', '04/')).toBe('04');
    expect(formatDobTyping('04/12', '04/12/')).toBe('04/12');
    expect(formatDobTyping('04/1', '04/12')).toBe('04/1');
  });
});
