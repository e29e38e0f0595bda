type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * The promise, saying when it has settled the way React's `use` reads a promise (`status`, `value`): `use` of one
 * that is already in returns at once instead of suspending a render, so a hydrated page does not wait a turn for
 * messages it has. `use` must be called on every render of a component, so a component asks for the promise even
 * when it has settled.
 */
export function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** A promise already settled, for what is already there. */
export const arrived: Promise<undefined> = Object.assign(Promise.resolve(undefined), {
  status: 'fulfilled' as const,
  value: undefined,
});
