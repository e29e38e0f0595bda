import { describe, expect, it } from 'vitest';
import { checkedOf, draftOf, readFields, textOf } from './form-fields.ts';

describe("a step's fields", () => {
  const fields = readFields([
    { field_name: 'first_name', required: true, read_only: false, value: 'Ana' },
    { field_name: 'gender', required: true, read_only: true, value: 1 },
    { field_name: 'weight', required: false, read_only: false, value: null },
  ]);

  it('say which are asked, which locked, and show their values as text', () => {
    expect(fields.asked('first_name')).toBe(true);
    expect(fields.asked('weight')).toBe(false);
    expect(fields.asked('unknown')).toBe(false);
    expect(fields.locked('gender')).toBe(true);
    expect(fields.text('gender')).toBe('1');
    expect(fields.text('weight')).toBe('');
    expect(textOf(true)).toBe('1');
  });

  it('read ticks from 1, "1" and true only', () => {
    expect([1, '1', true, 0, '0', false, null].map(checkedOf)).toEqual([true, true, true, false, false, false, false]);
  });

  it('keep as a draft the typed values, blank included, without the ones left out or objects', () => {
    expect(
      draftOf({ first_name: 'Ana', middle_name: '', ssn: '123456789', weight: 150, holiday: { a: 1 } }, ['ssn']),
    ).toEqual({ first_name: 'Ana', middle_name: '', weight: 150 });
  });
});
