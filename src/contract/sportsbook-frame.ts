/**
 * The embedded sportsbook's protocol (issue 12 §3, community.md "Sportsbook sidebar"): the host page at
 * /sportsbook and the sportsbook's page in its frame (sportsbook-provider.html, standing for a third party) talk by
 * postMessage only, each to the other's origin (never '*'), and each takes only messages of the other window
 * on that origin. The frame holds no session: its calls go through the host's relay, which allows only the
 * routes below and calls them with the player's session.
 *
 * host → frame: init (the player's view: odds format, sign-in, currency and balance), navigate {path},
 *   tick (the sports channel's pushes, forwarded while the frame is open), balance, reply {id, answer|error}.
 * frame → host: ready (asks for init), location {path} (the host mirrors it into ?bt-path),
 *   call {id, route, body}, signIn (asks the host to open its sign-in dialog).
 */
import type { OddsFormat } from './odds';
import type { SportsTick } from './sports';
import type { SportsRouteMap } from './sports-routes';

/**
 * The sportsbook's page, an HTML entry of its own; `?path=` is the view it opens with. Not 'sportsbook.html':
 * static hosts with clean URLs (vite preview among them) would serve that file for the /sportsbook route.
 */
export const SPORTSBOOK_PAGE = '/sportsbook-provider.html';
export const SPORTSBOOK_PATH_PARAM = 'path';
/** The host route's query parameter that carries the sportsbook's sub-path (community.md route table). */
export const BT_PATH_PARAM = 'bt-path';
/** community.md / platform.md §8: the host's notice when the licence lacks SPORTSBOOK_PLUGIN. */
export const SPORTSBOOK_UNAVAILABLE = 'Sportsbook unavailable';

/** The calls the frame may make through the relay; anything else is refused without reaching the server. */
export const SPORTSBOOK_RELAY_ROUTES = [
  'POST /api/sport/categories',
  'POST /api/sport/events',
  'POST /api/sport/event',
  'POST /api/sport/search',
  'POST /api/sport/bet',
  'POST /api/sport/bet/queue',
  'POST /api/sport/bets',
] as const satisfies readonly (keyof SportsRouteMap)[];
export type SportsbookRoute = (typeof SPORTSBOOK_RELAY_ROUTES)[number];

/** The relay's answer to a call outside SPORTSBOOK_RELAY_ROUTES (HTTP 403): it never reaches the server. */
export const SPORTSBOOK_CALL_REFUSED = 'This call is not available to the sportsbook';

export const isSportsbookRoute = (route: unknown): route is SportsbookRoute =>
  typeof route === 'string' && (SPORTSBOOK_RELAY_ROUTES as readonly string[]).includes(route);

/**
 * A sportsbook path: '/', '/live', '/tennis-5', '/tennis-5/5-0-4821'. Lower-case letters, digits and dashes,
 * at most two segments; anything else (another origin's '//host', a script, a query) is not a path.
 */
const SPORTSBOOK_PATH = /^\/(?:[a-z0-9-]{1,60}(?:\/[a-z0-9-]{1,80})?)?$/;

export const isSportsbookPath = (path: unknown): path is string =>
  typeof path === 'string' && SPORTSBOOK_PATH.test(path);

/** The path a ?bt-path (or ?path) asks for, or '/' when it is missing or not a sportsbook path. */
export const sportsbookPathOf = (value: string | null | undefined): string =>
  isSportsbookPath(value) ? value : '/';

/** The player's currency as the frame shows and stakes it. */
export interface SportsbookCurrency {
  id: string;
  decimals: number;
  /** USD price of one unit (the stake limits are in USD). */
  price: number;
  /** Displayed balance of the active wallet (real or demo). */
  balance: number;
}

export interface SportsbookInit {
  oddsFormat: OddsFormat;
  signedIn: boolean;
  demo: boolean;
  /** Null for guests, or while the wallet has not loaded. */
  currency: SportsbookCurrency | null;
  /** The server's time now (ms), so that the frame moves running match clocks on the sim's clock. */
  serverNow: number;
}

/** A refused call: the server's status, catalogue code and text. */
export interface SportsbookCallError {
  status: number;
  code: number;
  message: string;
}

export type SportsbookCallAnswer = { ok: true; answer: unknown } | { ok: false; error: SportsbookCallError };

const PREFIX = 'sportsbook:';
export const SPORTSBOOK_MESSAGES = {
  init: `${PREFIX}init`,
  navigate: `${PREFIX}navigate`,
  tick: `${PREFIX}tick`,
  balance: `${PREFIX}balance`,
  reply: `${PREFIX}reply`,
  ready: `${PREFIX}ready`,
  location: `${PREFIX}location`,
  call: `${PREFIX}call`,
  signIn: `${PREFIX}signIn`,
} as const;

const M = SPORTSBOOK_MESSAGES;

export type SportsbookHostMessage =
  | { type: typeof M.init; init: SportsbookInit }
  | { type: typeof M.navigate; path: string }
  | { type: typeof M.tick; tick: SportsTick; serverNow: number }
  | { type: typeof M.balance; currency: SportsbookCurrency | null }
  | { type: typeof M.reply; id: number; answer: SportsbookCallAnswer };

export type SportsbookFrameMessage =
  | { type: typeof M.ready }
  | { type: typeof M.location; path: string }
  | { type: typeof M.call; id: number; route: string; body: unknown }
  | { type: typeof M.signIn };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isCurrency = (value: unknown): value is SportsbookCurrency | null =>
  value === null ||
  (isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.decimals === 'number' &&
    typeof value.price === 'number' &&
    typeof value.balance === 'number');

const isAnswer = (value: unknown): value is SportsbookCallAnswer =>
  isRecord(value) &&
  (value.ok === true ||
    (value.ok === false &&
      isRecord(value.error) &&
      typeof value.error.code === 'number' &&
      typeof value.error.message === 'string'));

const isInit = (value: unknown): value is SportsbookInit =>
  isRecord(value) &&
  typeof value.oddsFormat === 'string' &&
  typeof value.signedIn === 'boolean' &&
  typeof value.demo === 'boolean' &&
  typeof value.serverNow === 'number' &&
  isCurrency(value.currency);

/** What the frame accepts from the host (after its origin and source checks). */
export function isSportsbookHostMessage(data: unknown): data is SportsbookHostMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case M.init:
      return isInit(data.init);
    case M.navigate:
      return isSportsbookPath(data.path);
    case M.tick:
      return isRecord(data.tick) && Array.isArray(data.tick.matches) && typeof data.serverNow === 'number';
    case M.balance:
      return isCurrency(data.currency);
    case M.reply:
      return typeof data.id === 'number' && isAnswer(data.answer);
    default:
      return false;
  }
}

/** What the host accepts from the frame (after its origin and source checks); routes are checked apart. */
export function isSportsbookFrameMessage(data: unknown): data is SportsbookFrameMessage {
  if (!isRecord(data)) return false;
  switch (data.type) {
    case M.ready:
    case M.signIn:
      return true;
    case M.location:
      return isSportsbookPath(data.path);
    case M.call:
      return Number.isSafeInteger(data.id) && typeof data.route === 'string';
    default:
      return false;
  }
}
