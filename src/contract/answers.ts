/**
 * zod schemas of the answers the client relies on (platform.md §3, community.md §3), checked at the seam so
 * that a malformed answer is an ApiError at once, not a crash three components later. Lenient on extra fields
 * (a real API adds its own); strict on the fields the client reads. Fields the client tolerates the absence
 * of (mute, ignore, a currency's style) are optional but typed.
 *
 * Like schemas.ts this module is not re-exported by index.ts: zod stays out of the initial bundle, and the
 * app loads these schemas with its first checked answer (src/app/transport/answer-checks.ts).
 */
import { z } from 'zod';
import { ADMIN_ANSWER_SCHEMAS } from './admin-answers';
import { PROMOTIONS_ANSWER_SCHEMAS } from './promotions-answers';
import { PROVIDER_GAME_KINDS } from './provider/index';
import type { RouteKey } from './routes';

const amount = z.number().nonnegative();
const id = z.string().min(1);

export const balancePairSchema = z.looseObject({ real: amount, demo: amount });

export const userAnswerSchema = z.looseObject({
  _id: id,
  name: z.string(),
  /** null when the account has none: the client then asks for one (forced email modal). */
  email: z.string().nullable(),
  email_verified: z.boolean(),
  /** Present in auth answers; GET /api/user may leave it out. */
  token: id.optional(),
  avatar: z.string(),
  roles: z.array(z.looseObject({ id: z.string() })),
  permissions: z.array(z.looseObject({ id: z.string() })),
  vipLevel: z.int().nonnegative(),
  self_excluded: z.boolean(),
  private_bets: z.boolean(),
  created_at: z.string(),
  mute: z.number().nullable().optional(),
  ignore: z.array(z.string()).optional(),
});

/** Auth answers that start a session carry its token. */
export const authAnswerSchema = z.looseObject({ user: userAnswerSchema.extend({ token: id }) });
/** Auth answers that refresh a running session (the token is the one already known). */
export const userRefreshAnswerSchema = z.looseObject({ user: userAnswerSchema });

export const currencyAnswerSchema = z.looseObject({
  id,
  name: z.string(),
  icon: z.string(),
  decimals: z.int().min(0).max(18),
  balance: balancePairSchema,
  price: amount,
  priceEur: amount,
  style: z.looseObject({ color: z.string() }).optional(),
});

export const bonusAnswerSchema = z.looseObject({
  _id: id,
  currency: id,
  value: amount,
  frozenValue: amount,
});

export const kycVerificationAnswerSchema = z.looseObject({
  data: z.looseObject({ form_url: z.string().min(1) }),
});
export const contactInfoSettingsAnswerSchema = z.looseObject({
  fields: z.array(z.looseObject({ title: z.string(), model: z.string().min(1) })),
  images: z.array(z.string()),
  description: z.string(),
});

const count = z.int().nonnegative();

/** platform.md §3 "Deposit history entry", with the confirmations needed the wallet shows as n/N. */
export const depositEntrySchema = z.looseObject({
  _id: id,
  currency: id,
  sum: amount,
  created_at: z.string(),
  confirmations: count,
  confirmations_needed: count,
  aggregator: z.boolean(),
  status: z.int(),
});

export const availableCurrenciesAnswerSchema = z.looseObject({
  currencies: z.array(z.looseObject({ currency: id, chain: id, min: amount, confirmations: count })),
});

export const depositWalletAnswerSchema = z.looseObject({
  wallet: id,
  currency: id,
  chain: id,
  confirmations: count,
});

/** platform.md §3 "Withdraw history entry"; status §4: 0 to 4. */
export const withdrawEntrySchema = z.looseObject({
  _id: id,
  currency: id,
  address: z.string(),
  sum: amount,
  created_at: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  auto: z.boolean(),
  decline_reason: z.string().nullable(),
});

export const staffWithdrawalSchema = withdrawEntrySchema.extend({
  user: z.looseObject({ _id: id, name: z.string(), vipLevel: count }),
});

/** Buy crypto (onramp.ts): the quote the page shows and pays, and an order it follows. */
const onrampTermsShape = {
  fiat: z.enum(['usd', 'eur']),
  amount,
  provider_fee: amount,
  network_fee: amount,
  currency: id,
  chain: id,
  price: amount,
  receive: amount,
  created_at: z.string(),
};
export const onrampQuoteAnswerSchema = z.looseObject({
  ...onrampTermsShape,
  id,
  expires_at: z.string(),
});
export const onrampOrderAnswerSchema = z.looseObject({
  ...onrampTermsShape,
  _id: id,
  status: z.enum(['authenticating', 'failed', 'paid', 'sent', 'completed']),
  failure_reason: z.string().nullable(),
  card: z.looseObject({ brand: z.string(), last4: z.string() }),
  address: z.string(),
  txid: z.string().nullable(),
  confirmations: z.int().nonnegative(),
  confirmations_needed: z.int().nonnegative(),
});

/** A linked wallet (wallet-connect.ts): the connections page shows each field. */
export const walletConnectionAnswerSchema = z.looseObject({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  wallet: z.string(),
  created_at: z.string(),
});

/** The catalogue's answers (community.md §3 Game, Game provider; platform.md §3 Slide). */
const catalogueGameSchema = z.looseObject({
  id,
  name: z.string(),
  icon: z.string(),
  image: z.string(),
  type: z.string(),
  priority: z.number(),
  category: z.array(z.string()),
  custom_category: z.string().nullable(),
  isSearchFeatured: z.boolean(),
  disabled: z.boolean().optional(),
});
const gameProviderSchema = z.looseObject({
  name: z.string(),
  image: z.string(),
  priority: z.number(),
  is_featured: z.boolean(),
});
const slideSchema = z.looseObject({
  name: z.string(),
  text: z.looseObject({ title: z.string(), subtitle: z.string() }),
  button: z.looseObject({ text: z.string(), style: z.looseObject({ color: z.string() }), link: z.string() }),
  type: z.looseObject({
    type: z.enum(['image', 'video']),
    path: z.string(),
    objectFit: z.enum(['cover', 'contain']),
    html: z.string().optional(),
  }),
  category: z.string(),
});

export const CATALOGUE_ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodType>> = {
  'POST /api/data/gamesFilter': z.looseObject({
    games: z.array(catalogueGameSchema),
    total: z.int().nonnegative(),
  }),
  'GET /api/game-providers': z.array(gameProviderSchema),
  'POST /api/data/providers': z.array(z.string()),
  'POST /api/slides': z.array(slideSchema),
  'POST /api/data/providerDirectory': z.array(
    gameProviderSchema.extend({ restrictions: z.string(), games: z.int().nonnegative() }),
  ),
  'POST /api/user/favourites': z.array(catalogueGameSchema),
  'POST /api/user/favourites/set': z.looseObject({ id, favourite: z.boolean() }),
  'POST /api/checkJurisdiction': z.looseObject({ iso: z.string().length(2) }),
};

/** A launched third-party game (provider/index.ts): the page frames `url` and relays calls with `session`. */
export const gameLaunchAnswerSchema = z.looseObject({
  url: z.string().min(1),
  session: z.string().min(1),
  game: z.looseObject({
    id: z.string(),
    name: z.string(),
    provider: z.string(),
    kind: z.enum(PROVIDER_GAME_KINDS),
    currency: z.string(),
    demo: z.boolean(),
    bonusAccepted: z.boolean(),
  }),
});

/** Futures answers (trading.ts): the fields the trading pages read. */
const marketTickerSchema = z.looseObject({
  ticker: id,
  name: z.string(),
  kind: z.enum(['crypto', 'index']),
  icon: z.string(),
  style: z.looseObject({ background: z.string(), color: z.string() }),
  fiatDecimals: z.int().nonnegative(),
  price: z.looseObject({ price: z.number().positive(), at: z.number() }),
  stats: z.looseObject({
    change_24h: z.number(),
    volume_24h: z.number().nonnegative(),
    high_24h: z.number().positive(),
    low_24h: z.number().positive(),
  }),
});
const candleSchema = z.looseObject({
  time: z.number(),
  open: z.number().positive(),
  high: z.number().positive(),
  low: z.number().positive(),
  close: z.number().positive(),
  volume: z.number().nonnegative(),
});
const positionStatus = z.enum(['open', 'closed', 'busted', 'takeProfit', 'stopLoss']);
const direction = z.enum(['up', 'down']);
const positionSchema = z.looseObject({
  _id: id,
  user: z.looseObject({ _id: id, name: z.string() }),
  ticker: id,
  direction,
  wager: amount,
  currency: id,
  demo: z.boolean(),
  multiplier: z.number().min(1),
  entryPrice: z.number().positive(),
  bustPrice: z.number().nonnegative(),
  takeProfit: z.number().nullable(),
  stopLoss: z.number().nullable(),
  status: positionStatus,
  exitPrice: z.number().nullable(),
  profit: z.number().nullable(),
  fee: z.number().nullable(),
  payoutMultiplier: z.number().nullable(),
  usdWager: amount,
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
const publicTradeSchema = z.looseObject({
  _id: id,
  player: z.string(),
  ticker: id,
  direction,
  multiplier: z.number().min(1),
  usdWager: amount,
  entryPrice: z.number().positive(),
  status: positionStatus,
  exitPrice: z.number().nullable(),
  usdProfit: z.number().nullable(),
  at: z.number(),
});

export const TRADING_ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodType>> = {
  'POST /api/trading/tickers': z.array(marketTickerSchema),
  'POST /api/trading/candles': z.array(candleSchema),
  'POST /api/trading/trades': z.array(publicTradeSchema),
  'POST /api/trading/open': positionSchema,
  'POST /api/trading/close': positionSchema,
  'POST /api/trading/limits': positionSchema,
  'POST /api/trading/positions': z.array(positionSchema),
};

/** The token's price (token.ts) and the analytics answers (analytics.ts): the fields the token pages read. */
const dated = z.looseObject({ date: z.string().min(1) });
const seriesSchema = z
  .looseObject({ labels: z.array(z.string()), values: z.array(z.number()) })
  .refine((series) => series.labels.length === series.values.length, 'labels and values differ in length');
const profitSchema = z.looseObject({
  totalProfit: z.number(),
  data: z.array(z.looseObject({ dimensions: dated, metrics: z.looseObject({ profit: z.number() }) })),
});

export const TOKEN_ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodType>> = {
  'POST /api/token/price': z.looseObject({
    bitcoin: z.looseObject({ usd: z.number().positive(), usd_24h_change: z.number() }),
  }),
  'POST /analytics/burn': z.looseObject({
    burn: amount,
    data: z.array(
      z.looseObject({ dimensions: dated, metrics: z.looseObject({ burnt: amount, usd: amount }) }),
    ),
  }),
  'POST /analytics/burnt-chart': seriesSchema,
  'POST /analytics/expectedProfit/futures': profitSchema,
  'POST /analytics/expectedProfit/slots': profitSchema,
  'POST /analytics/expectedProfit/sport': profitSchema,
  'POST /analytics/revShare/payout': z.looseObject({
    data: z.array(
      z.looseObject({
        dimensions: dated.extend({ status: z.enum(['paid', 'accruing']) }),
        metrics: z.looseObject({ payout: amount, share: amount }),
      }),
    ),
  }),
  'POST /analytics/BetKingsSupply': seriesSchema,
  'POST /analytics/BetKingsTokenPrice': seriesSchema,
};

/** The sports world, the bet slip and the pools (sports.ts, sport-bets.ts, pvp.ts): the fields the pages read. */
const side = z.enum(['home', 'draw', 'away']);
const scoreSchema = z.looseObject({ home: z.number().nonnegative(), away: z.number().nonnegative() });
const teamSchema = z.looseObject({ id, name: z.string() });
const matchSchema = z.looseObject({
  id,
  sportId: z.int().positive(),
  leagueId: id,
  home: teamSchema,
  away: teamSchema,
  startsAt: z.number(),
  status: z.enum(['scheduled', 'live', 'ended', 'cancelled']),
  score: scoreSchema,
  period: z.int().nonnegative(),
  inBreak: z.boolean(),
  clock: z.number().nonnegative(),
  clockRunning: z.boolean(),
  periodScores: z.array(scoreSchema),
  winner: side.optional(),
});
const marketSchema = z.looseObject({
  id,
  matchId: id,
  name: z.string(),
  status: z.enum(['open', 'suspended', 'closed']),
  options: z.array(z.looseObject({ id, name: z.string(), odds: z.number().min(1), suspended: z.boolean() })),
});
const sportEventSchema = z.looseObject({
  match: matchSchema,
  league: z.looseObject({ id, sportId: z.int().positive(), name: z.string(), region: z.string() }),
  markets: z.array(marketSchema),
});
const sportBetStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const sportBetSchema = z.looseObject({
  _id: id,
  kind: z.enum(['single', 'multi']),
  selections: z.array(
    z.looseObject({
      optionId: id,
      matchId: id,
      matchName: z.string(),
      marketName: z.string(),
      optionName: z.string(),
      odds: z.number().min(1),
      status: sportBetStatus,
    }),
  ),
  odds: z.number().min(1),
  stake: amount,
  currency: id,
  demo: z.boolean(),
  status: sportBetStatus,
  payout: amount,
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});
const queuedSportBetSchema = z.looseObject({
  queueId: id,
  status: z.enum(['queued', 'accepted', 'rejected']),
  decidesAt: z.number(),
  bet: sportBetSchema.optional(),
  error: z
    .looseObject({ code: z.number(), message: z.string(), odds: z.record(z.string(), z.number()).optional() })
    .optional(),
});
const pvpPoolSchema = z.looseObject({
  _id: id,
  matchId: id,
  matchName: z.string(),
  sides: z.array(z.looseObject({ side, name: z.string(), pot: amount, players: z.int().nonnegative() })),
  startsAt: z.number(),
  currency: id,
  demo: z.boolean(),
  status: z.enum(['open', 'locked', 'settled', 'refunded']),
  pot: amount,
  feePercent: amount,
  fee: amount,
  winner: side.nullable(),
  entries: z.array(
    z.looseObject({ userId: id, name: z.string(), side, stake: amount, payout: amount.nullable() }),
  ),
});

export const SPORTS_ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodType>> = {
  'POST /api/sport/categories': z.array(
    z.looseObject({
      sport: z.looseObject({
        id: z.int().positive(),
        slug: id,
        name: z.string(),
        kind: z.enum(['SPORTS', 'ESPORTS']),
      }),
      count: z.looseObject({ live: z.int().nonnegative(), total: z.int().nonnegative() }),
    }),
  ),
  'POST /api/sport/events': z.array(sportEventSchema),
  'POST /api/sport/event': sportEventSchema.extend({
    incidents: z.array(
      z.looseObject({ side: z.enum(['home', 'away']), playSecond: z.number(), points: z.number() }),
    ),
  }),
  'POST /api/sport/search': z.array(sportEventSchema),
  'POST /api/sport/bet': queuedSportBetSchema,
  'POST /api/sport/bet/queue': queuedSportBetSchema,
  'POST /api/sport/bets': z.array(sportBetSchema),
  'POST /api/pvp/pools': z.array(pvpPoolSchema),
  'POST /api/pvp/pool': pvpPoolSchema,
  'POST /api/pvp/open': pvpPoolSchema,
  'POST /api/pvp/join': pvpPoolSchema,
};

/** The routes whose answers are checked, each with its schema; other answers pass as they are. */
export const ANSWER_SCHEMAS: Partial<Record<RouteKey, z.ZodType>> = {
  ...CATALOGUE_ANSWER_SCHEMAS,
  ...TRADING_ANSWER_SCHEMAS,
  ...TOKEN_ANSWER_SCHEMAS,
  ...SPORTS_ANSWER_SCHEMAS,
  ...PROMOTIONS_ANSWER_SCHEMAS,
  ...ADMIN_ANSWER_SCHEMAS,
  'POST /auth/login': authAnswerSchema,
  'POST /auth/register': authAnswerSchema,
  'POST /auth/metamask/signature': authAnswerSchema,
  // A token login may answer without the token: the client keeps the one it sent.
  'POST /auth/loginViaToken': userRefreshAnswerSchema,
  'POST /auth/update': userRefreshAnswerSchema,
  'POST /api/user/updateEmail': userRefreshAnswerSchema,
  'GET /api/user': userAnswerSchema,
  'POST /api/data/currencies': z.array(currencyAnswerSchema),
  'POST /api/bonusBalance': z.array(bonusAnswerSchema),
  'POST /api/user/demo': z.looseObject({ currency: id, balance: balancePairSchema }),
  'POST /api/guest/wallet': z.looseObject({ balances: z.record(z.string(), amount) }),
  'POST /api/kycaid/verification': kycVerificationAnswerSchema,
  'POST /api/contactInfoModalSettings': contactInfoSettingsAnswerSchema,
  'POST /api/profile/updateContactInfo': z.looseObject({ success: z.literal(true) }),
  'POST /api/wallet/getAvailableCurrencies': availableCurrenciesAnswerSchema,
  'POST /api/wallet/getDepositWallet': depositWalletAnswerSchema,
  'POST /api/wallet/history/deposits': z.array(depositEntrySchema),
  'POST /api/wallet/withdraw': withdrawEntrySchema,
  'POST /api/wallet/cancel_withdraw': withdrawEntrySchema,
  'POST /api/wallet/history/withdraws': z.array(withdrawEntrySchema),
  'POST /api/admin/withdrawals': z.array(staffWithdrawalSchema),
  'POST /api/admin/withdrawals/approve': withdrawEntrySchema,
  'POST /api/admin/withdrawals/decline': withdrawEntrySchema,
  'POST /api/onramp/quote': onrampQuoteAnswerSchema,
  'POST /api/onramp/order': onrampOrderAnswerSchema,
  'POST /api/onramp/order/authenticate': onrampOrderAnswerSchema,
  'POST /api/onramp/order/cancel': onrampOrderAnswerSchema,
  'POST /api/onramp/order/status': onrampOrderAnswerSchema,
  'POST /api/onramp/orders': z.array(onrampOrderAnswerSchema),
  'POST /api/thirdweb/fetchToken': z.looseObject({ model: z.looseObject({ userAuthToken: id }) }),
  'POST /api/profile/connections/connect': z.looseObject({
    message: z.string(),
    connection: walletConnectionAnswerSchema,
  }),
  'POST /api/profile/connections': z.array(walletConnectionAnswerSchema),
  'POST /api/profile/connections/disconnect': z.looseObject({ message: z.string() }),
  'POST /thirdweb/emulator/login': z.looseObject({ uid: id, address: z.string() }),
  'POST /api/game/launch': gameLaunchAnswerSchema,
};

/**
 * Whether an answer fits its route's schema (true for a route without one); otherwise where and why not,
 * e.g. "user._id: Invalid input: expected string, received number".
 */
export function answerProblems(route: RouteKey, answer: unknown): string | null {
  const result = ANSWER_SCHEMAS[route]?.safeParse(answer);
  if (!result || result.success) return null;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
}
