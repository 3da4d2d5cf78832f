/**
 * Every route that takes a body, with the schema its body is validated with (the same schema objects the sim
 * parses with, so the API document cannot drift from the checks). The compiler keeps it complete: a route
 * whose body is not `void` must be listed.
 *
 * Only the API document and the tests read this map. The sim imports its schemas per domain and never this
 * file (it would pull every domain's schemas into the worker's startup), nor does the app's first load.
 */
import type * as z from 'zod/mini';
import { analyticsBodySchema } from './analytics-schemas';
import { betGetBodySchema, betsBodySchema, seedChangeBodySchema } from './bet-schemas';
import { favouriteSetBodySchema, gamesFilterBodySchema } from './catalogue-schemas';
import {
  channelBodySchema,
  gameFindBodySchema,
  idBodySchema,
  linkGameBodySchema,
  muteBodySchema,
  nameBodySchema,
  quizBodySchema,
  stickersBodySchema,
} from './chat-schemas';
import { contactInfoBodySchema } from './contact-info-schemas';
import { availableCurrenciesBodySchema, depositWalletBodySchema } from './deposit-schemas';
import { latestGamesBodySchema, leaderboardBodySchema } from './feed-schemas';
import { kycVerificationBodySchema } from './kyc-schemas';
import {
  onrampChallengeBodySchema,
  onrampOrderBodySchema,
  onrampOrderIdBodySchema,
  onrampQuoteBodySchema,
} from './onramp-schemas';
import {
  activatePromoBodySchema,
  bannerActivateBodySchema,
  cancelBonusBodySchema,
  depositOptInBodySchema,
  promotionBannersBodySchema,
} from './promotions-schemas';
import { gameLaunchBodySchema } from './provider/launch-schema';
import type { RouteBody, RouteKey } from './routes';
import {
  channelAuthBodySchema,
  confirmEmailBodySchema,
  currencyBodySchema,
  loginBodySchema,
  loginViaTokenBodySchema,
  metamaskNonceBodySchema,
  metamaskSignatureBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordConfirmBodySchema,
  telegramBodySchema,
  twoFactorBodySchema,
  updateEmailBodySchema,
} from './schemas';
import {
  joinPvpPoolBodySchema,
  openPvpPoolBodySchema,
  placeSportBetBodySchema,
  pvpPoolBodySchema,
  pvpPoolsBodySchema,
  sportBetQueueBodySchema,
  sportBetsBodySchema,
  sportEventBodySchema,
  sportEventsBodySchema,
  sportSearchBodySchema,
} from './sports-schemas';
import { chatIdBodySchema } from './support-schemas';
import {
  candlesBodySchema,
  closePositionBodySchema,
  openPositionBodySchema,
  positionLimitsBodySchema,
  positionsBodySchema,
  tradesBodySchema,
} from './trading-schemas';
import {
  disconnectBodySchema,
  thirdwebLoginBodySchema,
  thirdwebUidBodySchema,
} from './wallet-connect-schemas';
import {
  staffDeclineBodySchema,
  withdrawBodySchema,
  withdrawHistoryBodySchema,
  withdrawalIdBodySchema,
} from './withdrawal-schemas';

/** The routes whose body is not `void`. */
export type BodyRoute = { [K in RouteKey]: RouteBody<K> extends void ? never : K }[RouteKey];

/**
 * A body the sim reads field by field rather than with a schema (its refusals carry their own codes and
 * texts): the fields, as the route map declares them.
 */
export interface HandCheckedBody {
  handChecked: string;
}

export type RequestSchema = z.ZodMiniType | HandCheckedBody;

export const isHandChecked = (schema: RequestSchema): schema is HandCheckedBody => 'handChecked' in schema;

export const REQUEST_SCHEMAS: Record<BodyRoute, RequestSchema> = {
  'POST /auth/register': registerBodySchema,
  'POST /auth/login': loginBodySchema,
  'POST /auth/loginViaToken': loginViaTokenBodySchema,
  'POST /auth/resetPassword': resetPasswordBodySchema,
  'POST /auth/resetPassword/confirm': resetPasswordConfirmBodySchema,
  'POST /auth/metamask/nonce': metamaskNonceBodySchema,
  'POST /auth/metamask/signature': metamaskSignatureBodySchema,
  'POST /api/telegram/generateToken': telegramBodySchema,
  'POST /api/user/2fa_validate': twoFactorBodySchema,
  'POST /api/user/updateEmail': updateEmailBodySchema,
  'POST /api/user/confirmEmail': confirmEmailBodySchema,
  'POST /broadcasting/auth': channelAuthBodySchema,

  'POST /api/user/demo': currencyBodySchema,
  'POST /api/wallet/getAvailableCurrencies': availableCurrenciesBodySchema,
  'POST /api/wallet/getDepositWallet': depositWalletBodySchema,
  'POST /api/wallet/withdraw': withdrawBodySchema,
  'POST /api/wallet/cancel_withdraw': withdrawalIdBodySchema,
  'POST /api/wallet/history/withdraws': withdrawHistoryBodySchema,
  'POST /api/admin/withdrawals/approve': withdrawalIdBodySchema,
  'POST /api/admin/withdrawals/decline': staffDeclineBodySchema,

  'POST /api/onramp/quote': onrampQuoteBodySchema,
  // The card checks read a clock; they are refinements, which a JSON Schema cannot state, so any clock does.
  'POST /api/onramp/order': onrampOrderBodySchema(() => 0),
  'POST /api/onramp/order/authenticate': onrampChallengeBodySchema,
  'POST /api/onramp/order/cancel': onrampOrderIdBodySchema,
  'POST /api/onramp/order/status': onrampOrderIdBodySchema,

  'POST /api/thirdweb/fetchToken': thirdwebUidBodySchema,
  'POST /api/profile/connections/connect': thirdwebUidBodySchema,
  'POST /api/profile/connections/disconnect': disconnectBodySchema,
  'POST /thirdweb/emulator/login': thirdwebLoginBodySchema,

  'POST /api/kycaid/verification': kycVerificationBodySchema,
  'POST /api/profile/updateContactInfo': contactInfoBodySchema,

  'POST /api/user/client_seed_change': seedChangeBodySchema,
  'POST /api/bets': betsBodySchema,
  'POST /api/bets/get': betGetBodySchema,
  'POST /api/game/launch': gameLaunchBodySchema,

  'POST /api/data/gamesFilter': gamesFilterBodySchema,
  'POST /api/user/favourites/set': favouriteSetBodySchema,

  'POST /api/chat/history': channelBodySchema,
  'POST /api/chat/stickers': stickersBodySchema,
  'POST /api/chat/link_game': linkGameBodySchema,
  'POST /api/chat/moderate/quiz': quizBodySchema,
  'POST /api/chat/moderate/removeMessage': idBodySchema,
  'POST /api/chat/moderate/removeAllFrom': idBodySchema,
  'POST /api/chat/moderate/mute': muteBodySchema,
  'POST /api/chat/moderate/unmute': nameBodySchema,
  'POST /api/profile/getUser': idBodySchema,
  'POST /api/user/find': nameBodySchema,
  'POST /api/game/find': gameFindBodySchema,
  'POST /api/user/ignore': nameBodySchema,
  'POST /api/user/unignore': nameBodySchema,
  'POST /api/user/tip': { handChecked: 'name, amount, currency, channel? (default casino_en)' },
  'POST /api/user/rain': { handChecked: 'amount, currency, users (1 to 25), channel' },

  'POST /api/data/latestGames': latestGamesBodySchema,
  'POST /api/leaderboard': leaderboardBodySchema,

  'POST /api/user/supportChat': chatIdBodySchema,
  'POST /api/user/supportChat/read': chatIdBodySchema,

  'POST /api/promocode/activate': activatePromoBodySchema,
  'POST /api/promocode/promotion-banner-activate': bannerActivateBodySchema,
  'POST /api/promotionBanners': promotionBannersBodySchema,
  'POST /api/data/promotions/depositOptIn': depositOptInBodySchema,
  'POST /api/cancelBonus': cancelBonusBodySchema,

  'POST /api/sport/events': sportEventsBodySchema,
  'POST /api/sport/event': sportEventBodySchema,
  'POST /api/sport/search': sportSearchBodySchema,
  'POST /api/sport/bet': placeSportBetBodySchema,
  'POST /api/sport/bet/queue': sportBetQueueBodySchema,
  'POST /api/sport/bets': sportBetsBodySchema,
  'POST /api/pvp/pools': pvpPoolsBodySchema,
  'POST /api/pvp/pool': pvpPoolBodySchema,
  'POST /api/pvp/open': openPvpPoolBodySchema,
  'POST /api/pvp/join': joinPvpPoolBodySchema,

  'POST /api/trading/candles': candlesBodySchema,
  'POST /api/trading/trades': tradesBodySchema,
  'POST /api/trading/open': openPositionBodySchema,
  'POST /api/trading/close': closePositionBodySchema,
  'POST /api/trading/limits': positionLimitsBodySchema,
  'POST /api/trading/positions': positionsBodySchema,

  'POST /analytics/burn': analyticsBodySchema,
  'POST /analytics/burnt-chart': analyticsBodySchema,
  'POST /analytics/expectedProfit/futures': analyticsBodySchema,
  'POST /analytics/expectedProfit/slots': analyticsBodySchema,
  'POST /analytics/expectedProfit/sport': analyticsBodySchema,
  'POST /analytics/revShare/payout': analyticsBodySchema,
  'POST /analytics/BetKingsSupply': analyticsBodySchema,
  'POST /analytics/BetKingsTokenPrice': analyticsBodySchema,
};
