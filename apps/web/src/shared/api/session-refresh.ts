import type { SessionIdentity } from '@openenroll/contract/identity';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { mirrorIdentity } from '../identity-mirror.ts';
import { getDefaultInfoQueryOptions } from './default-info.ts';

/** Left alone: the site's theme, the store details just read, and the lookups that themselves change the session. */
const keepsAcrossSessions = ([scope, name]: QueryKey) =>
  (scope === 'site' && (name === 'theme' || name === 'default-info')) || scope === 'entry';

/**
 * After a call that changed the server session: take the identity it answered, read the store's details
 * afresh (the header and the route guard follow them), then refresh whatever the old session scoped.
 */
export async function refreshSession(queryClient: QueryClient, identity: SessionIdentity) {
  mirrorIdentity(identity);
  const options = getDefaultInfoQueryOptions();
  // A read that left before the change would answer for the old session.
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  queryClient.setQueryData(options.queryKey, (info) => info && { ...info, identity });
  await queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
  void queryClient.invalidateQueries({
    predicate: (query) => !keepsAcrossSessions(query.queryKey),
  });
}
