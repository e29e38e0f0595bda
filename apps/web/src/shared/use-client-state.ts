import { useSyncExternalStore } from 'react';
import { type ClientStateKey, type ClientStateValue, clientState } from './client-state.ts';

function subscribe(onChange: () => void) {
  const unsubscribe = clientState.subscribe(onChange);
  // Another tab of the same store may change the visitor's state; follow it.
  window.addEventListener('storage', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onChange);
  };
}

/** One stored value, re-rendering when it changes here or in another tab. */
export function useClientState<K extends ClientStateKey>(key: K): ClientStateValue<K> | undefined {
  // A page is hydrated only when the server drew it with what this browser keeps (main.tsx): the same snapshot.
  const read = () => clientState.get(key);
  return useSyncExternalStore(subscribe, read, read);
}
