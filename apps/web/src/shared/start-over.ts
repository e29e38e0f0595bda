import { endSession } from '@openenroll/contract/session';
import { callApi } from './api/call-api.ts';
import { clientState } from './client-state.ts';

/** 'Not my site' and 'Back to Homepage': forget everything kept on this device, then load / afresh. */
export async function startOver() {
  // The server forgets the visitor too; the page starts over even if that call fails.
  await callApi(endSession, {}).catch(() => undefined);
  await clientState.clearAll();
  // A full load, not a client-side navigation, so no query cache or applied theme outlives the cleared state.
  window.location.assign('/');
}
