import { getTicketLink } from '@openenroll/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { safeUrl } from '../theme/site-settings.ts';
import { callApi } from './call-api.ts';

export const getTicketLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'ticket-link'],
    queryFn: ({ signal }) => callApi(getTicketLink, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // A site without a support link answers not found: nothing to ask again.
    retry: false,
    select: ({ ticket }) => safeUrl(ticket),
  });

/** Where the site's support requests go, if it takes them. */
export const useTicketLink = () => useQuery(getTicketLinkQueryOptions());
