/**
 * The libraries every page starts with, in one chunk with the store's start (src/main.tsx's own imports land in
 * it or beside it): left to itself, the bundler split what the start shares with the lazy pages into a dozen small
 * files, which compress worse (6 KB gzip more on the landing page). They are named rather than followed from the
 * start, since a package's index names all of its modules, most of them for later pages.
 */
const startLibraries =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|@lingui[\\/]core|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;
/** Parts of those libraries only later pages use: writes (mutations) and queries by the many. */
const laterOnly =
  /(mutationObserver|useMutation|queriesObserver|useQueries|infiniteQueryObserver|useInfiniteQuery|useSuspense)/;

export const startChunk = {
  name: (moduleId: string) => (startLibraries.test(moduleId) && !laterOnly.test(moduleId) ? 'start' : null),
};
