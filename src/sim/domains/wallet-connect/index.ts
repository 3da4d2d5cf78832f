/**
 * Wallet-connect (issue 9 §5; platform.md §4 "Wallet-connect", §7, §8): the emulated thirdweb provider behind
 * the /walletconnect frame, a guest's sign-in by uid (fetchToken) and a player's linked wallets (connect,
 * list, unlink). Registered in src/sim/index.ts.
 *
 * This entry is all the sim worker loads up front: the domain itself (service.ts) is imported on its first
 * use, so that the worker's first bundle stays within its budget.
 */
import type { RouteKey } from '@contract/index';
import { lazyRoutes } from '../../router';

const WALLET_CONNECT_ROUTE_KEYS = [
  'POST /api/thirdweb/fetchToken',
  'POST /api/profile/connections/connect',
  'POST /api/profile/connections',
  'POST /api/profile/connections/disconnect',
  'POST /thirdweb/emulator/login',
] as const satisfies readonly RouteKey[];

export const walletConnectRoutes = lazyRoutes(
  WALLET_CONNECT_ROUTE_KEYS,
  async () => (await import('./service')).walletConnectHandlers,
);
