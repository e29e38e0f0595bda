import { type ClientState, clientState } from './client-state.ts';

const ID_BYTES = 16;

/** 128 random bits as URL-safe text: the same alphabet the server accepts for a device id. */
type FillRandom = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

function randomId(random: FillRandom) {
  const bytes = random(new Uint8Array(ID_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The id this browser keeps, if it made one before and the server would take it. */
export function storedDeviceId(state: ClientState = clientState): string | undefined {
  return validDeviceId(state.get('device_id'));
}

/** The id, if the server would take it. */
export const validDeviceId = (id: string | undefined) => (id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : undefined);

/** The random id this browser keeps for itself (client-state device_id), made on first use. */
export function deviceId(
  state: ClientState = clientState,
  random: FillRandom = (bytes) => crypto.getRandomValues(bytes),
): string {
  const known = storedDeviceId(state);
  if (known) return known;
  const made = randomId(random);
  state.set('device_id', made);
  return made;
}
