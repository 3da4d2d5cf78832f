import { splitRoute, type RouteAnswer, type RouteBody, type RouteKey } from '@contract/index';
import { getTransport } from './current-transport';
import { guardCall } from './guards';

export { getTransport, setTransport } from './current-transport';

/**
 * A typed call of a contract route through the current transport, with the client's own handling of 419
 * and the two-factor challenge above it (ARCHITECTURE.md "Above both").
 */
export function api<K extends RouteKey>(
  route: K,
  ...body: RouteBody<K> extends void ? [] : [RouteBody<K>]
): Promise<RouteAnswer<K>> {
  const { method, path } = splitRoute(route);
  return guardCall(() => getTransport().request<RouteAnswer<K>>(method, path, body[0]));
}
