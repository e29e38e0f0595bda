import { describe, expect, it } from 'vitest';
import { websiteEntry } from './website-params.ts';

describe('the /websites address', () => {
  it('names the group, and the partner reference only when there is one', () => {
    expect(websiteEntry(new URLSearchParams('group=lone-star-logistics'))).toEqual({ group: 'lone-star-logistics' });
    expect(websiteEntry(new URLSearchParams('group= acorn &id=m-42'))).toEqual({ group: 'acorn', id: 'm-42' });
    expect(websiteEntry(new URLSearchParams('group=acorn&id='))).toEqual({ group: 'acorn' });
  });

  it('has nothing to enter without a group', () => {
    expect(websiteEntry(new URLSearchParams('id=m-42'))).toBeNull();
    expect(websiteEntry(new URLSearchParams('group=%20'))).toBeNull();
  });
});
