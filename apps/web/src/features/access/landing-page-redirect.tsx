import { Navigate, useLocation } from 'react-router';
import { useIdentity } from '../../shared/api/default-info.ts';
import { landingConfigErrorPath } from '../../shared/landing-config-error-path.ts';
import { PageLoader } from '../../shared/ui/page-loader.tsx';
import { readRepLanding } from './rep-landing.ts';

/** /landing-page: a proven representative goes on to the agent home, unless their landing URL is missing. */
export function LandingPageRedirect() {
  const identity = useIdentity();
  const { state } = useLocation();
  if (identity.isPending) return <PageLoader />;
  if (!identity.data?.rep_authenticated) return <Navigate to="/access-page" replace />;
  const landing = readRepLanding(state);
  if (landing && !landing.landing_url) {
    return <Navigate to={landingConfigErrorPath('Agent', landing.landing_page)} replace />;
  }
  return <Navigate to="/agent-home" replace />;
}
