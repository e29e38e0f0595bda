import { useSyncExternalStore } from 'react';

/**
 * The dialogs that take a visitor into a store by a code: an employer's, a representative's as their client, or a
 * representative's own (the access code).
 */
export type EntryDialog = 'employee' | 'rep' | 'access';

/**
 * Which entry dialog is open. The footer, the access page and plan pages open them; one host at the app's root
 * shows them, so no feature has to import another's dialog.
 */
let opened: EntryDialog | null = null;
const getOpened = () => opened;
const listeners = new Set<() => void>();

function setOpened(value: EntryDialog | null) {
  opened = value;
  for (const listener of listeners) listener();
}

export const openEntryDialog = (dialog: EntryDialog) => setOpened(dialog);
export const closeEntryDialog = () => setOpened(null);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useEntryDialog = () => useSyncExternalStore(subscribe, getOpened, getOpened);
