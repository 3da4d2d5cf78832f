import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { RootRoute } from './RootRoute';
import { RouteError } from './RouteError';
import { APP_ROUTES, NOT_FOUND_ROUTE, type AppRoute } from './routes';

function toRouteObject({ path, load, meta }: AppRoute): RouteObject {
  return { path, handle: meta ?? {}, lazy: async () => ({ Component: await load() }) };
}

/** The route tree: one layout route whose children are the table's pages, then the not-found page. */
export function buildRoutes(table: readonly AppRoute[] = APP_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [...table, NOT_FOUND_ROUTE].map(toRouteObject),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
