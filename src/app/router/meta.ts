/** What a route asks of the shell: sign-in, a permission, a bare page, or a coming-soon panel. */
import { useMatches } from 'react-router';

export interface RouteMeta {
  /** A guest is refused and the login modal opens. */
  requiresLogin?: boolean;
  /** A permission id (type 'active') the user must hold; implies sign-in. */
  permission?: string;
  /** Access-denied and invalid-licence pages hide the normal layout. */
  hideLayout?: boolean;
  /** A page shown inside another page's frame: no layout, no demo badge, no overlays of its own. */
  frame?: boolean;
  /** For pages whose feature is not there yet: its name, shown with "Coming soon". */
  pending?: { feature: string };
}

/** Meta of the deepest matched route (the page); {} when it has none. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return (matches.at(-1)?.handle as RouteMeta | undefined) ?? {};
}
