import { QueryCache, QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    // The spec shows no message for failed menu, cart or catalog reads: they are only logged.
    queryCache: new QueryCache({
      onError: (error, query) => console.error('Request failed', query.queryKey, error),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
    },
  });
}
