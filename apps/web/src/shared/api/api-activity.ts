type Listener = (at: number) => void;

const listeners = new Set<Listener>();
let lastAt: number | undefined;

/**
 * Every answered call counts as activity for the server session's idle timer: the wizard's timeout warning follows
 * the last one instead of asking the server.
 */
export function reportApiActivity(at = Date.now()) {
  lastAt = at;
  for (const listener of listeners) listener(at);
}

/** When the server last answered this page (a Date.now() time), if it has. */
export const lastApiActivity = () => lastAt;

export function onApiActivity(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
