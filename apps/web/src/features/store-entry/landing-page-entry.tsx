import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { useValidateLandingPage } from './api/validate-landing-page.ts';

/**
 * Any other single path segment (/maria-lopez, /lone-star-logistics) names a representative's or group's
 * landing page: once the server accepts it the store's landing page (children) is shown in that store;
 * a name it refuses leads to /404.
 */
export function LandingPageEntry({ children }: { children: ReactNode }) {
  const { landing = '' } = useParams();
  const entry = useValidateLandingPage(landing);
  if (entry.isPending) return <PageLoader />;
  if (entry.isError) {
    const refused = entry.error instanceof ApiError && entry.error.statusCode >= 400 && entry.error.statusCode < 500;
    if (refused) return <Navigate to="/404" replace />;
    throw entry.error;
  }
  return children;
}
