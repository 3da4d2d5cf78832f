/**
 * The simulated game provider (ARCHITECTURE.md "Simulated outside systems"): how the operator launches a
 * third-party game, the provider's own server API that its game client (the frame) calls, and the signed
 * wallet callbacks the provider sends the operator (aggregator style: balance, bet, win, refund).
 *
 * The frame is a page of this build standing for the provider's game client. It calls the provider's server
 * through the embedding page (postMessage, frame-bridge.ts), which in sim mode forwards to the sim's
 * provider (SimApi.provider). Against a real API the launch URL is the real provider's, and none of this runs.
 */
import type { LiveMethodMap } from './live';
import type { PokerMethodMap } from './poker';
import type { SlotMethodMap } from './slots';

export interface GameLaunchBody {
  id: string;
  /** Demo money (guests always play demo). */
  demo: boolean;
  currency: string;
}

/** The launched game as the host page shows it beside the frame. */
export interface LaunchedGame {
  id: string;
  name: string;
  /** The provider's name (the catalogue game's `type`). */
  provider: string;
  kind: ProviderGameKind;
  currency: string;
  demo: boolean;
  /** Whether bonus balance may be played (never in live games, poker and card games: community.md §9). */
  bonusAccepted: boolean;
}

/** Where the game runs: the frame's URL (in the sim a page of this build carrying a session token). */
export interface GameLaunchAnswer {
  url: string;
  /** The session's token, also the URL's `session` parameter: the host page relays the frame's calls with it. */
  session: string;
  game: LaunchedGame;
}

/** The frame page and its query parameter carrying the session token. */
export const GAME_PROVIDER_PAGE = '/game-provider.html';
export const GAME_PROVIDER_SESSION_PARAM = 'session';
export const gameProviderUrl = (session: string) =>
  `${GAME_PROVIDER_PAGE}?${GAME_PROVIDER_SESSION_PARAM}=${encodeURIComponent(session)}`;

export interface GameLaunchRouteMap {
  /** Opens a provider session for the player and answers the game's URL. */
  'POST /api/game/launch': { body: GameLaunchBody; answer: GameLaunchAnswer };
}

export const GAME_LAUNCH_EXTENSION_ROUTES = {
  'POST /api/game/launch': {
    feature: 'Third-party games',
    // Why: an aggregator's game URL for /casino/game/{id}; the spec names the page and the emulator, not the call
  },
} as const;

/**
 * What kind of game the provider runs for a catalogue game: reel slots (slots, buy-bonuses), instant games
 * (scratch cards), the live tables (roulette, blackjack, baccarat) and game-show wheel (tv-shows), and the
 * poker room.
 */
export const PROVIDER_GAME_KINDS = [
  'slot',
  'instant',
  'roulette',
  'blackjack',
  'baccarat',
  'wheel',
  'poker',
] as const;
export type ProviderGameKind = (typeof PROVIDER_GAME_KINDS)[number];

/** What every game client learns first about its session. */
export interface ProviderSessionInfo {
  gameId: string;
  kind: ProviderGameKind;
  gameName: string;
  provider: string;
  currency: string;
  demo: boolean;
  /** The player's balance at the operator, as the provider last heard it (decimal). */
  balance: number;
  /** Whether bonus balance may be played (never in live games, poker and card games: community.md §9). */
  bonusAccepted: boolean;
  player: { id: string; name: string };
}

/** The session calls every game client makes. */
export interface ProviderSessionMethodMap {
  'session.info': { params: void; result: ProviderSessionInfo };
  'session.balance': { params: void; result: { balance: number } };
}

/**
 * The provider's server API as its game clients call it: one entry per method, `{params, result}`. Each kind
 * of game declares its own (slots.ts, live.ts, poker.ts).
 */
export interface ProviderMethodMap
  extends ProviderSessionMethodMap, SlotMethodMap, LiveMethodMap, PokerMethodMap {}

export type ProviderMethod = keyof ProviderMethodMap;
export type ProviderParams<M extends ProviderMethod> = ProviderMethodMap[M]['params'];
export type ProviderResult<M extends ProviderMethod> = ProviderMethodMap[M]['result'];

/** A provider call's failure, as its server answers it: a code and a text for the player. */
export interface ProviderError {
  code: string;
  message: string;
}

/** The aggregator-style callbacks the provider sends the operator's wallet (signed; see wallet-callbacks.ts). */
export type WalletCallbackAction = 'balance' | 'bet' | 'win' | 'refund';

/** A frame's call could not reach the provider (the host page runs against a real API, or the frame is alone). */
export const PROVIDER_UNREACHABLE: ProviderError = {
  code: 'UNAVAILABLE',
  message: 'This game is unavailable right now.',
};
