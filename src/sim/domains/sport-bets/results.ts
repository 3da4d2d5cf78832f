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

/** The key of an option ('home', 'draw', 'away') from its id '<match id>:<market key>:<option key>'. */
const optionKey = (optionId: string) => optionId.slice(optionId.lastIndexOf(':') + 1);

/**
 * How a selection ended at `at`: won, lost, or refunded (a cancelled match, or an option the world no longer
 * knows); undefined while its match is undecided. Main market only: the option's key against the winner.
 */
export function selectionResult(
  model: SportsModel,
  optionId: string,
  at: number,
): SportBetStatus | undefined {
  const found = model.option(optionId, at);
  if (!found || found.match.status === 'cancelled') return SPORT_BET_STATUS.refunded;
  const { winner } = found.match;
  if (found.match.status !== 'ended' || !winner) return undefined;
  return optionKey(optionId) === winner ? SPORT_BET_STATUS.won : SPORT_BET_STATUS.lost;
}
