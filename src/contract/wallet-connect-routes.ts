/**
 * The wallet-connect calls (wallet-connect.ts) in the route map: the two the spec names, the connections page's
 * list and unlink, and the emulated thirdweb provider's sign-in (extensions).
 */
import type { ConnectAnswer, FetchTokenAnswer, WalletConnection } from './wallet-connect';
import type { ThirdwebLoginBody } from './wallet-connect-schemas';

export interface WalletConnectRouteMap {
  'POST /api/thirdweb/fetchToken': { body: { uid: string }; answer: FetchTokenAnswer };
  'POST /api/profile/connections/connect': { body: { uid: string }; answer: ConnectAnswer };
  /** The signed-in player's linked wallets, newest first. */
  'POST /api/profile/connections': { body: void; answer: WalletConnection[] };
  'POST /api/profile/connections/disconnect': {
    body: { address: string };
    answer: { success: true; message: string };
  };
  /** The emulated thirdweb provider: a signed sign-in of the frame's wallet becomes a uid. */
  'POST /thirdweb/emulator/login': { body: ThirdwebLoginBody; answer: { uid: string; address: string } };
}

/** Calls a guest makes: the token for a wallet sign-in, and the provider's own sign-in. */
export const WALLET_CONNECT_PUBLIC_ROUTES = [
  'POST /api/thirdweb/fetchToken',
  'POST /thirdweb/emulator/login',
] as const satisfies readonly (keyof WalletConnectRouteMap)[];

export const WALLET_CONNECT_EXTENSION_ROUTES = {
  'POST /api/profile/connections': {
    feature: 'Connected wallets',
    // Why: the connections page lists the linked wallets; the spec names no call
  },
  'POST /api/profile/connections/disconnect': {
    feature: 'Unlinking wallets',
    // Why: the connections page unlinks a wallet; the spec names no call
  },
  'POST /thirdweb/emulator/login': {
    feature: 'Wallet connect',
    // Why: the emulated thirdweb provider behind /walletconnect; a real deployment uses thirdweb's
  },
} as const;
