/**
 * A bet's outcome from its selections' statuses (pure): lost as soon as one selection lost; otherwise
 * undecided while one is pending; refunded when all were refunded; else won, paying the stake times the
 * product of the won selections' odds (a refunded one counts at odds 1), rounded down to minor units and
 * capped at SPORT_BET.maxPayoutMultiple times the stake. Computed on whole hundredths (BigInt), so that no
 * float rounding takes a unit away.
 */
import { SPORT_BET, SPORT_BET_STATUS, type SportBetStatus } from '@contract/sport-bets';

export interface Leg {
  odds: number;
  status: SportBetStatus;
}

export interface BetOutcome {
  status: SportBetStatus;
  /** Minor units. */
  payout: number;
}

export function betOutcome(stake: number, legs: readonly Leg[]): BetOutcome | null {
  const { won, lost, refunded, pending } = SPORT_BET_STATUS;
  if (legs.some((leg) => leg.status === lost)) return { status: lost, payout: 0 };
  if (legs.some((leg) => leg.status === pending)) return null;
  if (legs.every((leg) => leg.status === refunded)) return { status: refunded, payout: stake };
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const leg of legs) {
    if (leg.status !== won) continue;
    numerator *= BigInt(Math.round(leg.odds * 100));
    denominator *= 100n;
  }
  const payout = Math.min(Number(numerator / denominator), stake * SPORT_BET.maxPayoutMultiple);
  return { status: won, payout };
}
