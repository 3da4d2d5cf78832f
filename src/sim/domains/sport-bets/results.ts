/**
 * What the sports world says about a bet's selections: when to look for a match's result, and how each
 * selection ended. The one place the bet slip reads results from the model.
 */
import { SPORT_BET_STATUS, type SportBetStatus } from '@contract/sport-bets';
import type { SportsModel } from '../sports/model';
import { findFixture } from '../sports/schedule';

/** A leg whose match has not been decided yet is looked at again this much later (sim ms). */
export const RESULT_RETRY_MS = 60_000;

/** When the match's result is due: its final whistle (a match the world does not know: at once). */
export function resultDueAt(model: SportsModel, matchId: string, now: number): number {
  return findFixture(model.world, matchId)?.endsAt ?? now;
}

const STATUS_OF = {
  won: SPORT_BET_STATUS.won,
  lost: SPORT_BET_STATUS.lost,
  refunded: SPORT_BET_STATUS.refunded,
} as const;

/**
 * How a selection ended at `at`: won, lost, or refunded (a called-off match, or an option the world no longer
 * knows); undefined while its match is undecided. The model decides every market (main and totals).
 */
export function selectionResult(
  model: SportsModel,
  optionId: string,
  at: number,
): SportBetStatus | undefined {
  if (!model.option(optionId, at)) return SPORT_BET_STATUS.refunded;
  const result = model.optionResult(optionId, at);
  return result && STATUS_OF[result];
}
