import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useEnterWebsite } from './api/enter-website.ts';
import { isRefusal } from './external-entry.tsx';
import { websiteEntry } from './website-params.ts';

/**
 * /websites?group=…: the group's store (children), like its landing page. From the partner membership site
 * (`id` given) the visitor goes on to / in the group's store, the portal already chosen.
 */
export function WebsiteEntry({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const website = websiteEntry(params);
  if (!website) return <Navigate to="/404" replace />;
  return <WebsiteLookup website={website}>{children}</WebsiteLookup>;
}

function WebsiteLookup({ website, children }: { website: { group: string; id?: string }; children: ReactNode }) {
  const entry = useEnterWebsite(website);
  if (entry.isPending) return <PageLoader />;
  if (entry.isError) {
    if (isRefusal(entry.error)) return <Navigate to="/404" replace />;
    throw entry.error;
  }
  if (entry.data.from_site && entry.data.identity.open_type === 'group') return <Navigate to="/" replace />;
  return children;
}
