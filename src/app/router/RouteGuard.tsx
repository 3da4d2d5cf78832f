import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { hasPermission, openAuthModal, useSession } from '../features/auth';
import { Panel } from '../components/panel';
import { PageLoading } from '../components/PageLoading';
import { guardVerdict } from './guard';
import type { RouteMeta } from './meta';

/** Renders the page only when the route's sign-in and permission rules allow it. */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const status = useSession((session) => session.status);
  const user = useSession((session) => session.user);
  const verdict = guardVerdict(meta, status, user, (who, id) => hasPermission(who, id));

  useEffect(() => {
    if (verdict === 'signIn') openAuthModal('auth');
  }, [verdict]);

  switch (verdict) {
    case 'allow':
      return children;
    case 'wait':
      return <PageLoading />;
    case 'signIn':
      return (
        <Panel title="Sign in to continue">
          <p>This page is for signed-in players.</p>
          <button type="button" className="button button--primary" onClick={() => openAuthModal('auth')}>
            Open sign-in
          </button>
        </Panel>
      );
    case 'forbidden':
      return (
        <Panel title="Access denied" tone="danger">
          <p>Your account does not have the permission this page needs.</p>
          <Link to="/">Back to the casino</Link>
        </Panel>
      );
  }
}
