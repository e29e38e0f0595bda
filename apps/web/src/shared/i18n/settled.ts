type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** The promise, saying when it has settled (`status`, `value`), so a render can read it at once (`readSettled`). */
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

/**
 * The value of a settled promise; while it is pending the render waits for it (Suspense, which takes a thrown promise).
 * Not React's `use`: a component that suspended with `use` must call it again on every later render, and one that
 * calls it when nothing is pending has its next hooks read another way (a drawn page lost its dialogs' names so).
 * Reading a settled promise here is a plain read, whether the render waited before or not.
 */
export function readSettled<T>(promise: Promise<T>): T {
  const tracked = promise as Tracked<T>;
  if (tracked.status === 'fulfilled') return tracked.value as T;
  if (tracked.status === 'rejected') throw tracked.reason;
  throw promise;
}
