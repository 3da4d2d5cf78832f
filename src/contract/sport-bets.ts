/**
 * The product's own bet slip (platform.md §4 "Bet slip status", §8 bet slip errors, §9 sport bet limits). The
 * spec names the statuses, the errors and the limits but no call or payload, so the calls (sports-routes.ts)
 * and these shapes are this build's; where it is silent the choice is marked "Operator choice".
 *
 * A bet is queued, then accepted or rejected after a short delay (as real sportsbooks hold live bets while the
 * price is checked): the answer to a placement is the queue entry, the outcome arrives on the player's channel
 * (USER_EVENTS.sportBetQueue) and can be read again with `POST /api/sport/bet/queue`.
 */
import { LIMITS } from './constants';

/** platform.md §4: 0 pending, 1 refunded, 2 won, 3 lost (of a bet and of each of its selections). */
export const SPORT_BET_STATUS = { pending: 0, refunded: 1, won: 2, lost: 3 } as const;
export type SportBetStatus = (typeof SPORT_BET_STATUS)[keyof typeof SPORT_BET_STATUS];

export const SPORT_BET = {
  /** platform.md §9: stake limits in US dollars at the currency's price. */
  minUsd: LIMITS.sportBetMinUsd,
  maxUsd: LIMITS.sportBetMaxUsd,
  /** Operator choice: the most selections a multi combines ('too many multi bets' above it). */
  multiMaxSelections: 10,
  /** Operator choice: the most bets a player may have waiting in the queue at once ('failed to queue'). */
  queueMaxPerPlayer: 5,
  /** Operator choice: a pre-match bet is held this long (sim ms), a live one longer while the price settles. */
  prematchDelayMs: 1_000,
  liveDelayMs: 5_000,
  /** Operator choice: a match's markets open this long before its start ('too early' before that). */
  opensBeforeStartMs: 48 * 3_600_000,
  /** Operator choice: a bet pays at most this multiple of its stake (a long multi's product is capped). */
  maxPayoutMultiple: 10_000,
} as const;

/** Operator choice: settled sport bets enter the bet lists and the live feed as this game ('Sports'). */
export const SPORT_BET_GAME = { id: 'sports', name: 'Sports' } as const;

export type SportBetKind = 'single' | 'multi';

/** One selection of a bet: the option and what the player saw when they placed it. */
export interface SportBetSelection {
  optionId: string;
  matchId: string;
  sportId: number;
  /** 'Home v Away'. */
  matchName: string;
  marketName: string;
  optionName: string;
  /** Decimal odds the selection was accepted at. */
  odds: number;
  startsAt: number;
  status: SportBetStatus;
}

export interface SportBet {
  _id: string;
  kind: SportBetKind;
  selections: SportBetSelection[];
  /** Decimal odds of the whole bet (a multi's product of its selections, two decimals). */
  odds: number;
  /** Wire decimal of `currency`. */
  stake: number;
  currency: string;
  demo: boolean;
  status: SportBetStatus;
  /** What the bet paid (0 while pending or when lost; the stake when refunded). */
  payout: number;
  /** The stake in US dollars at placement. */
  stakeUsd: number;
  createdAt: number;
  settledAt: number | null;
}

/** What the slip sends for one bet: a single has one selection, a multi two or more from different matches. */
export interface PlaceSportBetBody {
  kind: SportBetKind;
  /** Each option with the odds the player saw; a change by acceptance time is refused as 'odds changed'. */
  selections: Array<{ optionId: string; odds: number }>;
  stake: number;
  currency: string;
  demo: boolean;
}

export type SportBetQueueStatus = 'queued' | 'accepted' | 'rejected';

export interface SportBetRefusal {
  code: number;
  message: string;
  /** 'odds changed': the options' odds now, so that the slip can offer to accept them. */
  odds?: Record<string, number>;
}

export interface QueuedSportBet {
  queueId: string;
  status: SportBetQueueStatus;
  /** Sim time at which the queue decides. */
  decidesAt: number;
  /** Once accepted. */
  bet?: SportBet;
  /** Once rejected. */
  error?: SportBetRefusal;
}

/**
 * platform.md §8 bet slip errors, in its order. The spec gives no numbers or texts: codes and texts are this
 * build's (the sameMatch refusal is an addition: a multi cannot combine two options of one match).
 * Refusals known at once answer 422 with the code; those decided by the queue arrive as its `error`.
 */
export const SPORT_BET_ERRORS = {
  failedToQueue: { code: 1, message: 'Failed to queue the bet, try again in a moment' },
  invalidQueueId: { code: 2, message: 'Invalid queue id' },
  tooEarly: { code: 3, message: 'Betting on this match has not opened yet' },
  tooLate: { code: 4, message: 'Betting on this match has closed' },
  oddsChanged: { code: 5, message: 'The odds have changed' },
  optionClosed: { code: 6, message: 'This selection is closed' },
  notEnoughBalance: { code: 7, message: 'Not enough balance' },
  betTooLow: { code: 8, message: `Bet too low: the minimum is $${SPORT_BET.minUsd}` },
  betTooHigh: { code: 9, message: `Bet too high: the maximum is $${SPORT_BET.maxUsd}` },
  doubleBet: { code: 10, message: 'You already have a pending bet on this selection' },
  tooManyMulti: {
    code: 11,
    message: `Too many selections: a multi bet combines at most ${SPORT_BET.multiMaxSelections}`,
  },
  sameMatch: { code: 12, message: 'Selections of the same match cannot be combined' },
} as const;

/** Decimal odds of a multi: the product of its selections' odds, to two decimals. */
export const multiOdds = (odds: readonly number[]): number =>
  Math.round(odds.reduce((product, value) => product * value, 1) * 100) / 100;
