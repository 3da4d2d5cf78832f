/**
 * Every call of the wire at run time: each RouteKey with its group and a one-line summary, and each whisper
 * event. The route map (routes.ts) is a type; this list is the value the API document, the Node host and the
 * tests walk. The compiler keeps it complete: a route added to ApiRouteMap and missing here (or listed here
 * and gone from the map) fails `tsc`.
 */
import type { WhisperEvent } from './games';
import type { RouteKey } from './routes';

const ROUTE_GROUPS = {
  Account: {
    'GET /sanctum/csrf-cookie': 'Sets the XSRF-TOKEN cookie (Sanctum SPA flow)',
    'POST /auth/register': 'Creates an account and signs it in',
    'POST /auth/login': 'Signs in with a login or email and a password',
    'GET /auth/logout': 'Ends the session of the token sent',
    'POST /auth/loginViaToken': 'Signs in with a token kept from an earlier session',
    'POST /auth/update': 'Refreshes the signed-in user',
    'POST /auth/resetPassword':
      'Sends a password reset link (the same answer whether or not the account exists)',
    'POST /auth/resetPassword/confirm':
      'Sets a new password from the reset link /password/reset/{user}/{token}',
    'POST /auth/metamask/nonce': 'A one-time nonce for a MetaMask sign-in',
    'POST /auth/metamask/signature': 'Signs in with a signed MetaMask nonce',
    'POST /api/telegram/generateToken': 'A sign-in token for verified Telegram initData',
    'POST /api/user/2fa_validate': 'Completes a sign-in waiting for its two-factor code',
    'GET /api/user': 'The signed-in user',
    'POST /api/user/updateEmail': "Sets the account's email",
    'POST /api/user/verifyEmail': 'Sends the verification email',
    'POST /api/user/confirmEmail': 'Marks the email verified from the link /email/{user}/{token}',
    'POST /captcha/solve': 'The emulated captcha: a one-time response token for sign-up and sign-in',
    'POST /broadcasting/auth': 'Signs a private realtime channel subscription',
  },
  Platform: {
    'POST /license': "The operator's licence: plugins and their settings",
    'POST /api/data/currencies': 'Every currency with its price and, signed in, its balances',
    'POST /api/data/notifications': "The player's notifications",
    'POST /api/checkJurisdiction': 'The country (ISO-2) the caller stands in',
    'POST /api/vip': "The VIP levels and the player's progress",
  },
  Wallet: {
    'POST /api/bonusBalance': "The player's bonus balances",
    'POST /api/user/demo': 'Tops a demo balance up again once it is zero',
    'POST /api/guest/wallet': "A guest's demo balances",
    'POST /api/wallet/getAvailableCurrencies': 'Currencies and chains open for deposit, with minimums',
    'POST /api/wallet/getDepositWallet': 'The deposit address of a currency on a chain',
    'POST /api/wallet/history/deposits': "The player's deposits",
    'GET /api/walletNotify/{currency}/{txid}': 'Reports a transaction a deposit picker saw on the chain',
    'POST /api/wallet/withdraw': 'Orders a withdrawal',
    'POST /api/wallet/cancel_withdraw': 'Cancels a pending withdrawal',
    'POST /api/wallet/history/withdraws': "The player's withdrawals",
    'POST /api/admin/withdrawals': 'Staff: withdrawals waiting for moderation, VIP first',
    'POST /api/admin/withdrawals/approve': 'Staff: pays a pending withdrawal',
    'POST /api/admin/withdrawals/decline': 'Staff: declines a pending withdrawal with a reason',
  },
  'Buy crypto': {
    'POST /api/onramp/quote': 'Prices a card purchase of crypto',
    'POST /api/onramp/order': 'Pays a quote by card',
    'POST /api/onramp/order/authenticate': "Answers the emulated bank's 3-D Secure code",
    'POST /api/onramp/order/cancel': "Closes the bank's check: the order fails",
    'POST /api/onramp/order/status': 'One order as it stands',
    'POST /api/onramp/orders': "The player's latest purchases",
  },
  'Wallet connect': {
    'POST /api/thirdweb/fetchToken': 'Signs in with a connected wallet',
    'POST /api/profile/connections/connect': "Links a connected wallet to the player's account",
    'POST /api/profile/connections': "The player's linked wallets",
    'POST /api/profile/connections/disconnect': 'Unlinks a wallet',
    'POST /thirdweb/emulator/login': 'The emulated wallet provider: a signed sign-in becomes a uid',
  },
  KYC: {
    'POST /api/kycaid/verification': "Starts a verification: the provider's form URL",
    'POST /api/contactInfoModalSettings': 'The fields of the contact info modal',
    'POST /api/profile/updateContactInfo': "Saves the player's contact info",
  },
  Games: {
    'POST /api/user/seeds': "The active seed pair's commitment, the next server seed's hash and the nonce",
    'POST /api/user/client_seed_change': 'Reveals the old server seed and starts a new pair',
    'POST /api/bets': "A page of bets: the player's, everyone's or high rollers'",
    'POST /api/bets/get': 'One bet',
    'POST /api/game/launch': "Opens a third-party game's session and answers its URL",
  },
  Catalogue: {
    'POST /api/data/gamesFilter': 'Games matching a filter, a page at a time',
    'GET /api/game-providers': 'The first 20 game providers, featured first',
    'POST /api/data/providers': "Every provider's name",
    'POST /api/slides': 'The home slider',
    'POST /api/data/providerDirectory': 'Every provider with its restrictions and game count',
    'POST /api/user/favourites': 'The games the player starred',
    'POST /api/user/favourites/set': 'Stars or un-stars a game',
  },
  Chat: {
    'POST /api/chat/history': "A chat room's latest messages",
    'POST /api/chat/emoji/packs': 'The emoji packs',
    'POST /api/chat/stickers': 'Sticker search',
    'POST /api/chat/link_game': 'Shares a bet in a chat room',
    'POST /api/chat/moderate/quiz': 'Moderators: opens a quiz',
    'POST /api/chat/moderate/removeMessage': 'Moderators: removes a message',
    'POST /api/chat/moderate/removeAllFrom': "Moderators: removes all of a player's messages",
    'POST /api/chat/moderate/mute': 'Moderators: mutes a player',
    'POST /api/chat/moderate/unmute': 'Moderators: unmutes a player',
    'POST /api/profile/getUser': "A player's public profile",
    'POST /api/user/find': "A player's id by name",
    'POST /api/game/find': 'A bet by its id or number',
    'POST /api/user/ignore': "Hides a player's messages",
    'POST /api/user/unignore': "Shows a player's messages again",
    'POST /api/user/tip': 'Tips a player from the real balance',
    'POST /api/user/rain': 'Splits an amount between recently active chatters',
  },
  Feed: {
    'POST /api/data/latestGames': 'The live feed or the latest wins',
    'POST /api/leaderboard': "The week's race",
  },
  Support: {
    'POST /api/user/supportChats': "The player's support chats",
    'POST /api/chat/moderate/support': 'Staff: every support chat',
    'POST /api/user/supportChat': 'One support chat',
    'POST /api/user/supportChat/read': 'Marks a support chat read up to its last message',
  },
  Promotions: {
    'POST /api/promocode/activate': 'Activates a promo code',
    'POST /api/promocode/listPublic': 'The public promo codes',
    'POST /api/promocode/ticket/data': "The wheel: the player's tickets and codes",
    'POST /api/promocode/ticket/spin': 'Spins the wheel with a ticket',
    'POST /api/promocode/bonus': 'Claims the faucet',
    'POST /api/promocode/promotion-banner-activate': "Activates a banner's promo code",
    'POST /api/promotionBanners': 'The banners of the home slider',
    'POST /api/banner': 'The modal banner',
    'POST /api/data/promotions/depositBonus': 'The deposit bonus on offer',
    'POST /api/data/promotions/depositOptIn': 'Opts in to the deposit bonus',
    'POST /api/data/promotions/rakeback': "The player's rakeback percent and next claim",
    'POST /api/data/rakeback': 'Rakeback accrued per currency',
    'POST /api/data/claimRakeback': 'Claims the accrued rakeback',
    'POST /api/cancelBonus': 'Cancels a bonus balance',
    'POST /api/promocode/discord/state': 'Whether the player joined the Discord server and took its bonus',
    'POST /api/promocode/discord/join': 'The emulated Discord sign-in that joins the server',
    'POST /api/promocode/discord': 'Claims the Discord bonus',
    'POST /api/data/cashback': "The daily cashback of the player's VIP level",
    'POST /api/affiliate': "The player's affiliate code, tier, referrals and commission",
  },
  Sports: {
    'POST /api/sport/categories': 'Every sport with its live and total counts',
    'POST /api/sport/events': 'Events of a sport: live, today or upcoming',
    'POST /api/sport/event': 'One event with its markets and incidents',
    'POST /api/sport/search': 'Events by team or league name',
    'POST /api/sport/bet': 'Queues a bet slip',
    'POST /api/sport/bet/queue': "One of the caller's queued bets",
    'POST /api/sport/bets': "The caller's pending or settled bets",
    'POST /api/pvp/pools': 'Player-versus-player pools, open or settled',
    'POST /api/pvp/pool': 'One pool',
    'POST /api/pvp/open': 'Opens a pool on a match',
    'POST /api/pvp/join': 'Joins a pool',
  },
  Trading: {
    'POST /api/trading/tickers': 'Every market with its price and 24 h stats',
    'POST /api/trading/candles': "A market's candles",
    'POST /api/trading/trades': 'The newest public trades',
    'POST /api/trading/open': 'Opens a futures position',
    'POST /api/trading/close': 'Closes a position',
    'POST /api/trading/limits': "Moves a position's take profit and stop loss",
    'POST /api/trading/positions': "The player's open or ended positions",
  },
  Token: {
    'POST /api/token/price': "The token's price",
    'POST /analytics/burn': 'Tokens burnt',
    'POST /analytics/burnt-chart': 'Tokens burnt per day',
    'POST /analytics/expectedProfit/futures': 'Expected profit of futures',
    'POST /analytics/expectedProfit/slots': 'Expected profit of the casino',
    'POST /analytics/expectedProfit/sport': 'Expected profit of sports',
    'POST /analytics/revShare/payout': 'Revenue share payouts',
    'POST /analytics/BetKingsSupply': 'Token supply per day',
    'POST /analytics/BetKingsTokenPrice': "The token's price over time",
  },
} as const satisfies Record<string, Partial<Record<RouteKey, string>>>;

export type RouteGroup = keyof typeof ROUTE_GROUPS;
type Listed = { [G in RouteGroup]: keyof (typeof ROUTE_GROUPS)[G] }[RouteGroup];

// A route missing from the groups is a compile error that names it.
const unlisted: Record<Exclude<RouteKey, Listed>, never> = {};
void unlisted;

export interface RouteEntry {
  key: RouteKey;
  group: RouteGroup;
  summary: string;
}

/** Every route, in the groups' order. */
export const ROUTE_LIST: readonly RouteEntry[] = Object.entries(ROUTE_GROUPS).flatMap(([group, routes]) =>
  Object.entries(routes).map(([key, summary]) => ({
    key: key as RouteKey,
    group: group as RouteGroup,
    summary: summary as string,
  })),
);

export const ROUTE_KEYS: readonly RouteKey[] = ROUTE_LIST.map((entry) => entry.key);

/** Every game call of `POST /api/whisper` {event, data} (WhisperMap in games.ts), with what it does. */
export const WHISPER_EVENTS = {
  Play: 'Plays a round of an in-house game (api_id, bet, demo, currency, quick, data)',
  Turn: 'A move of an extended game {id, data}',
  Finish: 'Cashes out an extended game {id}',
  RestoreData: "The caller's unfinished extended game, after a reload",
  GameData: "A game's paytable, RTP and bet bounds {api_id, currency?}",
  Info: 'One bet with its game and player, for the overview {game_id}',
  ChatMessage: 'Sends a chat message {message, channel}',
  ChatStickerMessage: 'Sends a sticker {url, channel}',
  OnlineUsers: 'Moderators: the names of the users online',
  SupportMessage: "Writes in a support chat {channel: the chat's id or 'new', message}",
} as const satisfies Record<WhisperEvent, string>;
