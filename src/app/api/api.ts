import {
  isExtensionRoute,
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
  const { method, path } = splitRoute(route);
  const call = guardCall(() => getTransport().request<RouteAnswer<K>>(method, path, body[0]));
  if (!isExtensionRoute(route)) return call;
  return call.catch((error: unknown) => {
    throw extensionFailure(route, error);
  });
}
