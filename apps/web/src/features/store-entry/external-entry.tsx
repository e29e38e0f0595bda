import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useExternalSiteInformation } from './api/external-site-information.ts';

/** /external?site=…: a link from outside names this store's site; the store's home (children) is shown. */
export function ExternalEntry({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const siteName = params.get('site')?.trim() ?? '';
  const site = useExternalSiteInformation(siteName);
  if (!siteName) return <Navigate to="/404" replace />;
  if (site.isPending) return <PageLoader />;
  if (site.isError) {
    if (isRefusal(site.error)) return <Navigate to="/404" replace />;
    throw site.error;
  }
  return children;
}

export const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500;
