import { describe, expect, it } from 'vitest';
import { type Relationship, tierOfDependents } from './dependent-info.ts';

const listOf = (...relationships: Relationship[]) => relationships.map((relationship) => ({ relationship }));

describe('the tier a list of dependents makes', () => {
  it('is the member alone without dependents', () => {
    expect(tierOfDependents([])).toBe('IO');
  });

  it('is a couple with a spouse only, a parent with children only', () => {
    expect(tierOfDependents(listOf('spouse'))).toBe('IS');
    expect(tierOfDependents(listOf('child'))).toBe('IC');
    expect(tierOfDependents(listOf('child', 'child', 'child'))).toBe('IC');
  });

  it('is a family with a spouse and a child, in either order', () => {
    expect(tierOfDependents(listOf('spouse', 'child'))).toBe('IF');
    expect(tierOfDependents(listOf('child', 'child', 'spouse'))).toBe('IF');
  });
});
