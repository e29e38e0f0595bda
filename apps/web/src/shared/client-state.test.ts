import { describe, expect, it, vi } from 'vitest';
import { createClientState } from './client-state.ts';
import { createMemoryStorage } from './page-context.ts';

function setup() {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  const clearCaches = vi.fn(async () => {});
  const keep = vi.fn();
  return { local, session, clearCaches, keep, state: createClientState({ local, session, clearCaches, keep }) };
}

describe('client state', () => {
  it('reads back what was stored, typed', () => {
    const { state } = setup();
    state.set('tempId', 'enr_7f3a');
    state.set('group_id', 12);
    state.set('eprocess', 'rep');
    state.set('isFilterDataSubmitted', true);
    state.set('categoryOrder', ['dental', 'vision']);

    expect(state.get('tempId')).toBe('enr_7f3a');
    expect(state.get('group_id')).toBe(12);
    expect(state.get('eprocess')).toBe('rep');
    expect(state.get('isFilterDataSubmitted')).toBe(true);
    expect(state.get('categoryOrder')).toEqual(['dental', 'vision']);
  });

  it('tells every change, with every kept value as stored, for the cookie the server draws pages by', async () => {
    const { state, local, keep } = setup();
    local.setItem('unrelated', 'x');
    state.set('tempId', 'enr_7f3a');
    expect(keep).toHaveBeenLastCalledWith({ tempId: '"enr_7f3a"' });
    state.set('selectedTier', 'IO');
    state.remove('tempId');
    expect(keep).toHaveBeenLastCalledWith({ selectedTier: '"IO"' });
    await state.clearAll();
    expect(keep).toHaveBeenLastCalledWith({});
  });

  it('takes what the server wrote while it drew the page, as stored text, and only under its own keys', () => {
    const { state, local } = setup();
    state.set('leadZip', '75201');
    state.absorb({ agent_id: '12', leadZip: null, notOurs: '"x"' });
    expect(state.get('agent_id')).toBe(12);
    expect(state.get('leadZip')).toBeUndefined();
    expect(local.getItem('notOurs')).toBeNull();
  });

  it('keeps values under the spec key names', () => {
    const { state, local } = setup();
    state.set('show-quotation', true);
    state.set('menuSelectedItem', 'dental');

    expect(local.getItem('show-quotation')).toBe('true');
    expect(local.getItem('menuSelectedItem')).toBe('"dental"');
  });

  it('treats missing, malformed or out-of-range entries as absent', () => {
    const { state, local } = setup();
    local.setItem('selectedTier', '"XX"');
    local.setItem('portal_id', '{not json');
    local.setItem('agent_id', '-4');

    expect(state.get('tempId')).toBeUndefined();
    expect(state.get('selectedTier')).toBeUndefined();
    expect(state.get('portal_id')).toBeUndefined();
    expect(state.get('agent_id')).toBeUndefined();
  });

  it('refuses to store a value its key does not allow', () => {
    const { state } = setup();
    // @ts-expect-error the type already forbids it; the check also holds for untyped callers
    expect(() => state.set('selectedTier', 'XX')).toThrow();
  });

  it('returns the same object until the stored text changes', () => {
    const { state } = setup();
    state.set('nav_array', ['personal', 'contact']);
    const first = state.get('nav_array');

    expect(state.get('nav_array')).toBe(first);
    state.set('nav_array', ['personal']);
    expect(state.get('nav_array')).toEqual(['personal']);
  });

  it('removes one value', () => {
    const { state } = setup();
    state.set('tempId', 'enr_1');
    state.remove('tempId');

    expect(state.get('tempId')).toBeUndefined();
  });

  it('clearAll forgets both storages and the theme cache', async () => {
    const { state, local, session, clearCaches } = setup();
    state.set('tempId', 'enr_1');
    session.setItem('anything', 'x');

    await state.clearAll();

    expect(state.get('tempId')).toBeUndefined();
    expect(local.length).toBe(0);
    expect(session.length).toBe(0);
    expect(clearCaches).toHaveBeenCalledOnce();
  });

  it("keeps the location banner's zip code only when it is five digits, and its answer", () => {
    const { state, local } = setup();
    state.set('leadZip', '75201');
    state.set('locationPermission', 'declined');
    expect([state.get('leadZip'), state.get('locationPermission')]).toEqual(['75201', 'declined']);
    expect(() => state.set('leadZip', '7520')).toThrow();
    local.setItem('leadZip', '"75201-1234"');
    expect(state.get('leadZip')).toBeUndefined();
  });

  it('tells subscribers about every change until they leave', async () => {
    const { state } = setup();
    const listener = vi.fn();
    const leave = state.subscribe(listener);

    state.set('cartCount', 2);
    state.remove('cartCount');
    await state.clearAll();
    leave();
    state.set('cartCount', 3);

    expect(listener).toHaveBeenCalledTimes(3);
  });
});
