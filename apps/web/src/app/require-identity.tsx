import { Navigate, Outlet } from 'react-router';
import { useIdentity } from '../shared/api/default-info.ts';
import { ACCESS_PAGE, type RouteAccess } from '../shared/route-access.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';

/** Renders the guarded routes below it when the session may enter them, else sends the visitor to the access page. */
export function RequireIdentity({ allows }: { allows: RouteAccess }) {
  const identity = useIdentity();
  if (identity.isPending) return <PageLoader />;
  // Without the session's answer there is nothing to decide on: the error boundary offers a reload.
  if (identity.isError) throw identity.error;
  return allows(identity.data) ? <Outlet /> : <Navigate to={ACCESS_PAGE} replace />;
}
