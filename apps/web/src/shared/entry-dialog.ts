import { useSyncExternalStore } from 'react';

/**
 * Whether the Employee Enrollment dialog is open. The footer, the access page and plan pages open it; one
 * host at the app's root shows it, so no feature has to import another's dialog.
 */
let opened = false;
const listeners = new Set<() => void>();

function setOpened(value: boolean) {
  opened = value;
  for (const listener of listeners) listener();
}

export const openEmployeeEnrollment = () => setOpened(true);
export const closeEmployeeEnrollment = () => setOpened(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const useEmployeeEnrollmentOpened = () => useSyncExternalStore(subscribe, () => opened);
