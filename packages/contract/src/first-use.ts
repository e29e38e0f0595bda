/**
 * A value made the first time it is asked for. For Intl formats: each costs milliseconds to make, too much for a page's
 * first script to spend on formats it may not show.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
