import {
  isExtensionRoute,
  routePath,
  splitRoute,
  type RouteAnswer,
  type RouteBody,
  type RouteKey,
} from '@contract/index';
import { getTransport } from './current-transport';
import { extensionFailure } from './extensions';
import { guardCall } from './guards';

export { getTransport, setTransport } from './current-transport';

/**
 * A typed call of a contract route through the current transport, with the client's own handling of 419
 * and the two-factor challenge above it (ARCHITECTURE.md "Above both"), and of an extension route the
 * server lacks (./extensions.ts).
 */
export function api<K extends RouteKey>(
  route: K,
  ...body: RouteBody<K> extends void ? [] : [RouteBody<K>]
): Promise<RouteAnswer<K>> {
  return send(route, {}, body[0]);
}

/** api() for a route with `{param}` segments ('GET /api/oauth/request/{requestId}'), filled from `params`. */
export function apiAt<K extends RouteKey>(
  route: K,
  params: Record<string, string>,
  ...body: RouteBody<K> extends void ? [] : [RouteBody<K>]
): Promise<RouteAnswer<K>> {
  return send(route, params, body[0]);
}

function send<K extends RouteKey>(route: K, params: Record<string, string>, body: unknown) {
  const { method, path } = splitRoute(route);
  const call = guardCall(() => getTransport().request<RouteAnswer<K>>(method, routePath(path, params), body));
  if (!isExtensionRoute(route)) return call;
  return call.catch((error: unknown) => {
    throw extensionFailure(route, error);
  });
}
