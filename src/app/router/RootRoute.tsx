import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth';
import { AppLayout } from '../layout/AppLayout';
import { DemoBadge } from '../layout/DemoBadge';
import { GlobalOverlays } from '../layout/GlobalOverlays';
import { selfExclusionRedirect } from './guard';
import { useRouteMeta } from './meta';
import { RouteGuard } from './RouteGuard';
import { useRouteEffects } from './useRouteEffects';

/** The layout route: route effects, the self-exclusion redirect, the guard, and the layout choice. */
export function RootRoute() {
  useRouteEffects();
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const user = useSession((session) => session.user);

  const redirect = selfExclusionRedirect(user, pathname);
  if (redirect) return <Navigate to={redirect} replace />;

  const page = (
    <RouteGuard meta={meta}>
      <Outlet />
    </RouteGuard>
  );
  if (meta.frame) return <main className="frame-main">{page}</main>;
  return (
    <>
      {meta.hideLayout ? (
        <>
          <DemoBadge />
          <main id="main" className="bare-main">
            {page}
          </main>
        </>
      ) : (
        <AppLayout>{page}</AppLayout>
      )}
      <GlobalOverlays />
    </>
  );
}
