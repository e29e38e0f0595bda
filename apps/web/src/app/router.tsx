import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const loadLanding = () => import('../features/landing/landing-page.tsx');
// The landing page is the usual first page: fetch its code alongside the shared chunk, not after it.
if (window.location.pathname === '/') void loadLanding();

const LandingPage = lazy(() => loadLanding().then((page) => ({ default: page.LandingPage })));
const PlansPage = lazy(() => import('../features/plans/plans-page.tsx').then((page) => ({ default: page.PlansPage })));
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((page) => ({ default: page.NotFoundPage })),
);

function ScrollToTopOnNavigate() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the address changed
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route index element={<LandingPage />} />
            <Route path="plans" element={<PlansPage />} />
          </Route>
          {/* The header and footer are hidden here. Unknown single segments will be checked as landing pages later. */}
          <Route path="404" element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Declarative routes with lazy pages: the data router would add some 18 KB gzip to the first load,
 * and the pages fetch their data through TanStack Query anyway.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
