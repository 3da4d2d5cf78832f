/**
 * Wallet-connect (platform.md §2 "wallet-connect frame at /walletconnect", §4 "Wallet-connect", §7, §8): the
 * wire types, wallets and texts shared by the sim (the casino's server and the emulated thirdweb provider), the
 * frame page and the page around it. Imported as @contract/wallet-connect (the index re-exports only the types,
 * so the sim worker keeps the values in its lazy wallet-connect chunk); the routes are in
 * wallet-connect-routes.ts, the request schemas in wallet-connect-schemas.ts.
 *
 * How a uid becomes an address: the frame's emulated wallet signs a sign-in message, the emulated thirdweb
 * provider (`POST /thirdweb/emulator/login`, sim only) checks the signature and issues a uid for the address,
 * and the casino's calls (`fetchToken`, `connections/connect`) resolve that uid the way a real server asks
 * thirdweb for the wallet behind it.
 */
import type { ThirdwebLoginBody } from './wallet-connect-schemas';

/** platform.md §8: the one wallet-connect failure the spec words. */
export const WALLET_CONNECT_ERRORS = { alreadyConnected: 'This address is already connected' } as const;

/** Refusals of our own (the spec shows no codes for wallet-connect). */
export const WALLET_CONNECT_CODES = {
  alreadyConnected: 50,
  /** The uid is unknown, expired or already used. */
  authExpired: 51,
  /** The emulated provider could not verify the wallet's signature (or it is stale or replayed). */
  signatureFailed: 52,
  /** Unlink of an address that is not linked to the caller. */
  notConnected: 53,
} as const;

export const WALLET_CONNECT_MESSAGES = {
  authExpired: 'Wallet authorisation expired. Connect your wallet again.',
  signatureFailed: 'The wallet signature could not be verified.',
  notConnected: 'This wallet is not connected to your account',
  unlinked: 'Wallet unlinked',
} as const;

/** `0x1234…abcd`: how lists and toasts write an address. */
export const shortAddress = (address: string) =>
  address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

/** The success of `connections/connect`, announcing the new connection (platform.md §7). */
export const newConnectionText = (walletName: string, address: string) =>
  `New connection: ${walletName} ${shortAddress(address)}`;

/** The wallets the connect modal offers, by thirdweb's wallet ids. */
export const THIRDWEB_WALLETS = [
  { id: 'io.metamask', name: 'MetaMask' },
  { id: 'com.coinbase.wallet', name: 'Coinbase Wallet' },
  { id: 'me.rainbow', name: 'Rainbow' },
  { id: 'com.trustwallet.app', name: 'Trust Wallet' },
  { id: 'io.rabby', name: 'Rabby' },
  { id: 'app.phantom', name: 'Phantom' },
] as const;
export type ThirdwebWalletId = (typeof THIRDWEB_WALLETS)[number]['id'];
export const THIRDWEB_WALLET_IDS = THIRDWEB_WALLETS.map((wallet) => wallet.id) as [
  ThirdwebWalletId,
  ...ThirdwebWalletId[],
];

/** A wallet's display name; an id the list does not know (a real API's newer wallet) shows as it is. */
export const walletName = (id: string) => THIRDWEB_WALLETS.find((wallet) => wallet.id === id)?.name ?? id;

/** How long a uid from the emulated provider may be turned into a sign-in or a link (it is spent on use). */
export const THIRDWEB_UID_TTL_MS = 10 * 60 * 1000;
/** How old (or how far ahead of the provider's clock) a wallet's signed sign-in message may be. */
export const THIRDWEB_SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

/** The text the wallet signs for the emulated provider (after EIP-4361's layout); the nonce is single-use. */
export function thirdwebLoginMessage({
  address,
  nonce,
  issuedAt,
}: Pick<ThirdwebLoginBody, 'address' | 'nonce' | 'issuedAt'>): string {
  return [
    'BetKings wants you to sign in with your Ethereum account:',
    address,
    '',
    'Connect this wallet through thirdweb.',
    '',
    `Nonce: ${nonce}`,
    `Issued At: ${new Date(issuedAt).toISOString()}`,
  ].join('\n');
}

/** One wallet linked to an account. */
export interface WalletConnection {
  /** EIP-55 checksummed. */
  address: string;
  /** The thirdweb wallet id it was connected with (THIRDWEB_WALLETS). */
  wallet: string;
  /** ISO time it was linked. */
  created_at: string;
}

export interface FetchTokenAnswer {
  /** platform.md §7: `model.userAuthToken`, a session token the client signs in with. */
  model: { userAuthToken: string };
}

export interface ConnectAnswer {
  success: true;
  /** newConnectionText of the connection. */
  message: string;
  connection: WalletConnection;
}
