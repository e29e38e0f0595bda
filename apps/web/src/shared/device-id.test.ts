import { deviceId as deviceIdSchema } from '@openenroll/contract/lead';
import { describe, expect, it } from 'vitest';
import { createClientState } from './client-state.ts';
import { deviceId, storedDeviceId } from './device-id.ts';
import { createMemoryStorage } from './page-context.ts';

const state = () => createClientState({ local: createMemoryStorage(), session: createMemoryStorage() });

describe('the device id', () => {
  it('is made once, kept, and accepted by the server', () => {
    const stored = state();
    const first = deviceId(stored);
    expect(deviceIdSchema.safeParse(first).success).toBe(true);
    expect(deviceId(stored)).toBe(first);
    expect(stored.get('device_id')).toBe(first);
  });

  it('is not made by asking whether there is one', () => {
    const stored = state();
    expect(storedDeviceId(stored)).toBeUndefined();
    expect(stored.get('device_id')).toBeUndefined();
    stored.set('device_id', 'x');
    expect(storedDeviceId(stored)).toBeUndefined();
    const made = deviceId(stored);
    expect(storedDeviceId(stored)).toBe(made);
  });

  it('differs between browsers', () => {
    expect(deviceId(state())).not.toBe(deviceId(state()));
  });

  it('replaces a stored value the server would refuse', () => {
    const stored = state();
    stored.set('device_id', 'x');
    expect(deviceId(stored, (bytes) => bytes.fill(255))).toBe('_____________________w');
  });
});
