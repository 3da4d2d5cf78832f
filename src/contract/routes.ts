/**
 * Every HTTP route the client calls, with its payload and answer types. The sim registers one handler per
 * route key; the app calls `api(route, body)` through the Transport. Routes the spec does not name are listed
 * in EXTENSION_ROUTES below.
 */
import { ADMIN_EXTENSION_ROUTES, type AdminRouteMap } from './admin-routes';
import { ANALYTICS_ROUTES, type AnalyticsRouteMap } from './analytics';
import {
  CATALOGUE_EXTENSION_ROUTES,
  CATALOGUE_PUBLIC_ROUTES,
  type CatalogueRouteMap,
} from './catalogue-routes';
import { CHAT_PUBLIC_ROUTES, type ChatRouteMap } from './chat';
import type { DepositRouteMap } from './deposits';
import { FEED_PUBLIC_ROUTES, type FeedRouteMap } from './feed';
import type { KycRouteMap } from './kyc-routes';
import { GAME_LAUNCH_EXTENSION_ROUTES, type GameLaunchRouteMap } from './provider/index';
import { ONRAMP_EXTENSION_ROUTES, type OnrampRouteMap } from './onramp-routes';
import {
  PROMOTIONS_EXTENSION_ROUTES,
  PROMOTIONS_PUBLIC_ROUTES,
  type PromotionsRouteMap,
} from './promotions-routes';
import { SUPPORT_PUBLIC_ROUTES, type SupportRouteMap } from './support';
import { SPORTS_EXTENSION_ROUTES, SPORTS_PUBLIC_ROUTES, type SportsRouteMap } from './sports-routes';
import { TOKEN_PUBLIC_ROUTES, type TokenRouteMap } from './token';
import { TRADING_EXTENSION_ROUTES, TRADING_PUBLIC_ROUTES, type TradingRouteMap } from './trading-routes';
import { WITHDRAWAL_EXTENSION_ROUTES, type WithdrawalRouteMap } from './withdrawal-routes';
import {
  WALLET_CONNECT_EXTENSION_ROUTES,
  WALLET_CONNECT_PUBLIC_ROUTES,
  type WalletConnectRouteMap,
} from './wallet-connect-routes';
import type { BetPage, BetRecord, BetScope, SeedChangeAnswer, SeedInfo } from './games';
import type { Bonus, Currency, Licence, Notification, User, VipData, VipLevel } from './models';
import type { LoginBody, RegisterBody, ResetPasswordBody, UpdateEmailBody } from './schemas';

export type HttpMethod = 'GET' | 'POST';

export interface AuthAnswer {
  user: User;
}
export interface OkAnswer {
  success: true;
  message?: string;
}

/** Every route; the community features declare theirs beside their types (chat.ts, feed.ts, support.ts). */
export interface ApiRouteMap
  extends
    ChatRouteMap,
    FeedRouteMap,
    SupportRouteMap,
    DepositRouteMap,
    WithdrawalRouteMap,
    OnrampRouteMap,
    WalletConnectRouteMap,
    KycRouteMap,
    CatalogueRouteMap,
    TradingRouteMap,
    SportsRouteMap,
    TokenRouteMap,
    AnalyticsRouteMap,
    PromotionsRouteMap,
    GameLaunchRouteMap,
    AdminRouteMap {
  'GET /sanctum/csrf-cookie': { body: void; answer: { csrf: string } };
  'POST /auth/register': { body: RegisterBody; answer: AuthAnswer };
  'POST /auth/login': { body: LoginBody; answer: AuthAnswer };
  'GET /auth/logout': { body: void; answer: OkAnswer };
  'POST /auth/loginViaToken': { body: { token: string }; answer: AuthAnswer };
  /** Refreshes the user (payload not shown in the spec: none is sent). */
  'POST /auth/update': { body: void; answer: AuthAnswer };
  'POST /auth/resetPassword': { body: ResetPasswordBody; answer: OkAnswer };
  'POST /auth/metamask/nonce': { body: { account: string }; answer: { nonce: string } };
  'POST /auth/metamask/signature': {
    body: { message: string; signature: string; address: string; nonce: string };
    answer: AuthAnswer;
  };
  'POST /api/telegram/generateToken': { body: { initData: string }; answer: { token: string } };
  'POST /api/user/2fa_validate': { body: { code: string }; answer: OkAnswer };
  'GET /api/user': { body: void; answer: User };
  'POST /api/user/updateEmail': { body: UpdateEmailBody; answer: AuthAnswer };
  'POST /license': { body: void; answer: Licence };
  'POST /api/data/currencies': { body: void; answer: Currency[] };
  'POST /api/data/notifications': { body: void; answer: Notification[] };
  'POST /api/vip': { body: void; answer: { levels: VipLevel[]; data: VipData | null } };
  'POST /api/checkJurisdiction': { body: void; answer: { iso: string } };
  'POST /api/bonusBalance': { body: void; answer: Bonus[] };
  /** Demo top-up (call not named in the spec): allowed only while that demo balance is zero. */
  'POST /api/user/demo': {
    body: { currency: string };
    answer: { currency: string; balance: Currency['balance'] };
  };
  /** Sends the verification email (community.md: 'Send verification email'). */
  'POST /api/user/verifyEmail': { body: void; answer: OkAnswer };
  /** Follows the link of /email/{user}/{token}: marks the email verified. */
  'POST /api/user/confirmEmail': { body: { user: string; token: string }; answer: OkAnswer };
  /** Follows the link of /password/reset/{user}/{token}: sets a new password. */
  'POST /auth/resetPassword/confirm': {
    body: { user: string; token: string; password: string };
    answer: OkAnswer;
  };
  /**
   * The emulated captcha provider (sim mode only): issues a one-time response token for the widget, which
   * the login and register calls then verify. The real provider's widget replaces it in HTTP mode.
   */
  'POST /captcha/solve': { body: void; answer: { response: string } };
  /** The active seed pair's commitment and the next server seed's hash (call not named in the spec). */
  'POST /api/user/seeds': { body: void; answer: SeedInfo };
  /** Reveals the old server seed, activates the next pair and resets the nonce (platform.md §7). */
  'POST /api/user/client_seed_change': { body: { client_seed: string }; answer: SeedChangeAnswer };
  /** Bet history tables (not named in the spec): the player's own, everyone's, or high rollers'. */
  'POST /api/bets': { body: { scope: BetScope; page: number; game?: string }; answer: BetPage };
  /** One bet for the overview popup. */
  'POST /api/bets/get': { body: { id: string }; answer: BetRecord };
  /**
   * Demo wallet of a guest (sim only; not in the spec): guests play demo with $1,000 of each currency,
   * topped up again when a balance reaches zero.
   */
  'POST /api/guest/wallet': { body: void; answer: { balances: Record<string, number> } };
  /** Pusher private-channel authorisation (Laravel's standard path). */
  'POST /broadcasting/auth': { body: { socket_id: string; channel_name: string }; answer: { auth: string } };
}

export type RouteKey = keyof ApiRouteMap;
export type RouteBody<K extends RouteKey> = ApiRouteMap[K]['body'];
export type RouteAnswer<K extends RouteKey> = ApiRouteMap[K]['answer'];

export function splitRoute(key: RouteKey): { method: HttpMethod; path: string } {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  return { method, path };
}

/** A route path with its `{param}` segments filled in (each value URL-encoded). */
export function routePath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Routes a guest may call. Every other route needs a bearer token (401 without one). */
export const PUBLIC_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'GET /sanctum/csrf-cookie',
  'POST /auth/register',
  'POST /auth/login',
  'POST /auth/loginViaToken',
  'POST /auth/resetPassword',
  'POST /auth/metamask/nonce',
  'POST /auth/metamask/signature',
  'POST /api/telegram/generateToken',
  'POST /license',
  'POST /api/data/currencies',
  'POST /api/data/notifications',
  'POST /api/vip',
  'POST /api/checkJurisdiction',
  'GET /auth/logout',
  'POST /api/user/confirmEmail',
  'POST /auth/resetPassword/confirm',
  'POST /captcha/solve',
  'POST /api/user/seeds',
  'POST /api/bets',
  'POST /api/bets/get',
  'POST /api/guest/wallet',
  ...CHAT_PUBLIC_ROUTES,
  ...FEED_PUBLIC_ROUTES,
  ...SUPPORT_PUBLIC_ROUTES,
  ...WALLET_CONNECT_PUBLIC_ROUTES,
  ...CATALOGUE_PUBLIC_ROUTES,
  ...TRADING_PUBLIC_ROUTES,
  ...SPORTS_PUBLIC_ROUTES,
  ...TOKEN_PUBLIC_ROUTES,
  ...PROMOTIONS_PUBLIC_ROUTES,
  // The analytics are public; the cash share reads the caller's token when one is sent.
  ...ANALYTICS_ROUTES,
  // Guests play third-party games in demo.
  'POST /api/game/launch',
]);

/**
 * Extensions: routes the spec does not name but the harness needs (ARCHITECTURE.md "Wire conventions"), each
 * with the feature it serves (the client's note when it is missing); why the harness needs it is a comment
 * here and a column of the README's table (which a test checks), not a string every page would ship. A real API
 * must add them for those features; where one answers a plain 404, the client hides the feature with
 * "{feature} isn't available on this server." (src/app/api/extensions.ts).
 */
const HARNESS_EXTENSION_ROUTES = {
  'POST /api/bets': {
    feature: 'Bet history',
    // Why: the My bets / All bets / High rollers tables under each game; the spec shows no call for them
  },
  'POST /api/bets/get': {
    feature: 'Bet lookup',
    // Why: one bet over plain HTTP for scripts and tests; the client reads a bet with the whisper Info
  },
  'POST /api/user/seeds': {
    feature: 'Seed information',
    // Why: the game settings show the active pair's hash, the next hash and the nonce before a seed change
  },
  'POST /api/guest/wallet': {
    feature: 'Demo balance',
    // Why: a guest's demo balances: the spec offers guests demo play but names no call for their wallet
  },
  'POST /api/user/demo': {
    feature: 'Demo top-up',
    // Why: the spec allows a demo balance only at zero but names no call that grants it
  },
  'POST /api/user/confirmEmail': {
    feature: 'Email confirmation',
    // Why: the /email/{user}/{token} link must tell the server; the spec names the route, not the call
  },
  'POST /auth/resetPassword/confirm': {
    feature: 'Password reset',
    // Why: the /password/reset/{user}/{token} link sets the new password; the spec names the route, not the call
  },
  'POST /captcha/solve': {
    feature: 'Captcha',
    // Why: the emulated captcha provider's one-time answers; a real API uses its provider's widget instead
  },
  'POST /api/chat/stickers': {
    feature: 'Sticker search',
    // Why: stands in for the third-party sticker service, which the harness may not reach (offline)
  },
  'POST /api/user/tip': {
    feature: 'Tipping',
    // Why: the spec describes tips and their errors but names no call
  },
  'POST /api/user/rain': {
    feature: 'Rain',
    // Why: the spec describes rain (up to 25 players) but names no call
  },
  'POST /api/user/supportChat/read': {
    feature: 'Read tracking',
    // Why: moves the reader's marker so the unread counts of community.md §4 go down; the spec names no call
  },
  'POST /broadcasting/auth': {
    feature: 'Live account updates',
    // Why: pusher-js authorises private channels here (Laravel's default path); the spec names no path
  },
} as const satisfies Partial<Record<RouteKey, { feature: string }>>;

type JoinedLists<L extends readonly object[]> = L extends readonly [
  infer First,
  ...infer Rest extends object[],
]
  ? First & JoinedLists<Rest>
  : unknown;

/**
 * Joins extension lists. Called as pure, with no spread outside it, so that a bundle that never reads
 * EXTENSION_ROUTES (the sim worker) drops every list: a spread at a module's top level would be kept.
 */
function joinRouteLists<const L extends readonly object[]>(...lists: L): JoinedLists<L> {
  return Object.assign({}, ...lists) as JoinedLists<L>;
}

/**
 * Every extension: the harness's own above and the features' lists (withdrawal-routes.ts, onramp-routes.ts,
 * wallet-connect-routes.ts, catalogue-routes.ts, provider/index.ts).
 */
export const EXTENSION_ROUTES = /* @__PURE__ */ joinRouteLists(
  HARNESS_EXTENSION_ROUTES,
  WITHDRAWAL_EXTENSION_ROUTES,
  ONRAMP_EXTENSION_ROUTES,
  WALLET_CONNECT_EXTENSION_ROUTES,
  CATALOGUE_EXTENSION_ROUTES,
  GAME_LAUNCH_EXTENSION_ROUTES,
  TRADING_EXTENSION_ROUTES,
  SPORTS_EXTENSION_ROUTES,
  PROMOTIONS_EXTENSION_ROUTES,
  ADMIN_EXTENSION_ROUTES,
);

export type ExtensionRoute = keyof typeof EXTENSION_ROUTES;

export const isExtensionRoute = (route: string): route is ExtensionRoute =>
  Object.hasOwn(EXTENSION_ROUTES, route);

/** The note a feature shows in place of itself when its extension route is missing on the server. */
export const extensionUnavailableText = (route: ExtensionRoute) =>
  `${EXTENSION_ROUTES[route].feature} isn't available on this server.`;

/** Routes a session still waiting for its two-factor code may call; all others answer 403 -1024. */
export const TWO_FACTOR_EXEMPT_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'POST /api/user/2fa_validate',
  'GET /auth/logout',
]);
