/**
 * Realtime channels and events (platform.md §7, community.md §7). The broadcaster speaks the Pusher protocol;
 * pusher-js is the client in both transports.
 */

/** The public channel that carries chat, live feed, race and trading wins (prices: TRADING_CHANNEL). */
export const PUBLIC_CHANNEL = 'Everyone';

/** The per-user private channel (Laravel's default naming). */
export const userChannel = (userId: string) => `private-App.User.${userId}`;
export const USER_CHANNEL_PATTERN = /^private-App\.User\.([A-Za-z0-9_-]+)$/;

/** Events of a player's private channel (userChannel): only that player hears them. */
export const USER_EVENTS = {
  whisperResponse: 'WhisperResponse',
  balanceModification: 'BalanceModification',
  /** BonusBalanceTransferred (promotions.ts): a bonus met its wager requirement and became real money. */
  bonusBalanceTransferred: 'BonusBalanceTransferred',
  /** Notification (models.ts): a reward or a level-up for the notifications list. */
  notification: 'event:notification',
  /** A message in one of the player's own support chats. */
  supportMessage: 'event:supportMessage',
  /** FuturesPosition (trading.ts): one of the player's positions opened, ended or had its levels moved. */
  tradingPosition: 'event:tradingPosition',
  /** QueuedSportBet (sport-bets.ts): the queue accepted or rejected one of the player's bets. */
  sportBetQueue: 'event:sportBetQueue',
  /** SportBet: one of the player's bets was accepted or settled. */
  sportBet: 'event:sportBet',
} as const;

/** Events of the support staff's private channel (SUPPORT_STAFF_CHANNEL, authorised for manageTickets only). */
export const STAFF_EVENTS = {
  /** Every support chat's messages, for Moderate. */
  supportMessageAdmin: 'event:supportMessageAdmin',
} as const;

/** Events of the public channel (PUBLIC_CHANNEL): everyone hears them, guests included. */
export const PUBLIC_EVENTS = {
  chatMessage: 'chatMessage',
  chatRemoveMessages: 'chatRemoveMessages',
  chatNewQuiz: 'chatNewQuiz',
  chatQuizAnswered: 'chatQuizAnswered',
  liveGame: 'event:liveGame',
  race: 'event:race',
  onlineUsers: 'onlineUsers',
  /** LatestWinItem of kind 'trade': a real-money futures position ended with a profit (the wins ticker). */
  tradingWin: 'event:tradingWin',
  /** Extension: the currencies' prices moved (PriceUpdate, prices.ts); the sim sends it every sim minute. */
  prices: 'event:prices',
  /** Extension: the licence changed (a plugin switched); clients read `POST /license` again. */
  licence: 'event:licence',
} as const;

/**
 * The live tables' multiplayer events on the public channel (platform.md §7 "multiplayer events"; payloads in
 * provider/live.ts): a table's phase changed, a seat placed a bet, a round was settled.
 */
export const MULTIPLAYER_EVENTS = {
  phase: 'event:multiplayerPhase',
  bet: 'event:multiplayerBet',
  settled: 'event:multiplayerSettled',
} as const;

/** Pusher protocol event names (protocol 7). */
export const PUSHER = {
  connectionEstablished: 'pusher:connection_established',
  subscribe: 'pusher:subscribe',
  unsubscribe: 'pusher:unsubscribe',
  subscriptionSucceeded: 'pusher_internal:subscription_succeeded',
  subscriptionError: 'pusher:subscription_error',
  error: 'pusher:error',
  ping: 'pusher:ping',
  pong: 'pusher:pong',
} as const;

/** App key and host of the simulated broadcaster; the secret stays inside the sim. */
export const SIM_PUSHER = {
  key: 'sim-app-key',
  host: 'realtime.sim.localhost',
  port: 6001,
  activityTimeoutSeconds: 120,
} as const;

/** The realtime connection state the client forwards (unavailable counts as disconnect). */
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';
