import { describe, expect, it } from 'vitest';
import { holidayFlags, tickedOf } from './holiday-policy.ts';

const keys = ['Standard_6', 'Birthday', 'Floating_Day'];

describe('the holiday policy flags', () => {
  it('read an object, its JSON text or a list of ticked keys', () => {
    const expected = { Standard_6: 1, Birthday: 0, Floating_Day: 1 };
    expect(holidayFlags({ Standard_6: 1, Birthday: 0, Floating_Day: true }, keys)).toEqual(expected);
    expect(holidayFlags('{"Standard_6":"1","Floating_Day":1}', keys)).toEqual(expected);
    expect(holidayFlags('Standard_6, Floating_Day', keys)).toEqual(expected);
  });

  it('read nothing ticked from anything else, and ignore keys the list does not offer', () => {
    expect(holidayFlags(null, keys)).toEqual({ Standard_6: 0, Birthday: 0, Floating_Day: 0 });
    expect(holidayFlags('{broken', keys)).toEqual({ Standard_6: 0, Birthday: 0, Floating_Day: 0 });
    expect(holidayFlags({ Columbus_Day: 1 }, keys)).toEqual({ Standard_6: 0, Birthday: 0, Floating_Day: 0 });
    expect(tickedOf({ Birthday: 1, Standard_6: 0 })).toEqual(['Birthday']);
  });
});
