import { describe, expect, it, vi } from 'vitest';
import { createClientState } from './client-state.ts';
import { mirrorIdentity } from './identity-mirror.ts';
import { createMemoryStorage } from './page-context.ts';
import { sessionIdentity } from './testing/session-identity.ts';

const anonymous = sessionIdentity({ store_access: true });

const setup = () => createClientState({ local: createMemoryStorage(), session: createMemoryStorage() });

describe('mirrorIdentity', () => {
  it('stores what the session holds', () => {
    const state = setup();
    mirrorIdentity({ ...anonymous, eprocess: 'rep', open_type: 'agent', agent_id: 3, portal_id: 2 }, state);

    expect(state.get('eprocess')).toBe('rep');
    expect(state.get('open_type')).toBe('agent');
    expect(state.get('agent_id')).toBe(3);
    expect(state.get('portal_id')).toBe(2);
    expect(state.get('group_id')).toBeUndefined();
  });

  it('forgets what the session no longer holds, with the portal name and code', () => {
    const state = setup();
    state.set('group_id', 9);
    state.set('referral', 'abc');
    state.set('portal_id', 2);
    state.set('portal_name', 'Worksite Benefits');
    state.set('portal_code', 'worksite');
    state.set('tempId', 'enr_1');

    mirrorIdentity(anonymous, state);

    expect(state.get('group_id')).toBeUndefined();
    expect(state.get('referral')).toBeUndefined();
    expect(state.get('portal_name')).toBeUndefined();
    expect(state.get('portal_code')).toBeUndefined();
    expect(state.get('tempId')).toBe('enr_1');
  });

  it('leaves unchanged values alone', () => {
    const state = setup();
    mirrorIdentity({ ...anonymous, agent_id: 3 }, state);
    const listener = vi.fn();
    state.subscribe(listener);

    mirrorIdentity({ ...anonymous, agent_id: 3 }, state);

    expect(listener).not.toHaveBeenCalled();
  });
});
