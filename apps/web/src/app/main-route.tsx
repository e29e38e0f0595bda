import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useClientState } from '../shared/use-client-state.ts';
import { mainRouteRedirect } from './main-route-redirect.ts';

/** The main route (/): the landing page, unless the visit continues elsewhere (a representative's quote: the cart). */
export function MainRoute({ children }: { children: ReactNode }) {
  const target = mainRouteRedirect({ platformType: useClientState('platformType') });
  return target ? <Navigate to={target} replace /> : children;
}
