/**
 * A match's markets, what happened in it, and which option of its markets won: the one place the bet slip's
 * settlement and the pools read results from. Option ids are '<match id>:<market key>:<option key>'.
 */
import type { Market, MatchIncident } from '@contract/sports';
import { scoringEvents, type MatchState } from './live';
import { mainMarket } from './odds';
import { rallyIncidents } from './rally';
import type { Fixture } from './schedule';
import { TOTAL_KEY, totalMarket, totalWinner } from './totals';

/** Every market of a match at a moment, the main one first (point-by-point sports have only the Winner). */
export function marketsOf(fixture: Fixture, state: MatchState, at: number): Market[] {
  const main = mainMarket(fixture, state, at);
  return fixture.profile.racket ? [main] : [main, totalMarket(fixture, state, at)];
}

export type OptionResult = 'won' | 'lost' | 'refunded';

/** The ids of the options that won an ended match's markets. */
function winningOptions(fixture: Fixture, state: MatchState): string[] {
  const mainKey = fixture.profile.canDraw ? '1x2' : 'winner';
  const winners = [`${fixture.id}:${mainKey}:${state.winner}`];
  if (!fixture.profile.racket) winners.push(`${fixture.id}:${TOTAL_KEY}:${totalWinner(fixture, state)}`);
  return winners;
}

/**
 * How an option settles given the match's state: undefined while the match is undecided (and for an id that
 * names no option of it), 'refunded' for every option of a called-off match.
 */
export function optionResult(
  fixture: Fixture,
  state: MatchState,
  optionId: string,
): OptionResult | undefined {
  if (state.status !== 'ended' && state.status !== 'cancelled') return undefined;
  const known = marketsOf(fixture, state, Number.POSITIVE_INFINITY).some((market) =>
    market.options.some((option) => option.id === optionId),
  );
  if (!known) return undefined;
  if (state.status === 'cancelled') return 'refunded';
  return winningOptions(fixture, state).includes(optionId) ? 'won' : 'lost';
}

/** What happened so far: every score (Poisson sports), every game won (tennis) or point (table tennis). */
export function matchIncidents(fixture: Fixture, state: MatchState): MatchIncident[] {
  if (state.status !== 'live' && state.status !== 'ended') return [];
  if (fixture.profile.racket) return rallyIncidents(fixture, state.pointsPlayed ?? 0);
  const { points } = fixture.profile;
  return scoringEvents(fixture)
    .filter((event) => event.playSecond <= state.clock)
    .map(({ side, playSecond }) => ({ side, playSecond, points }));
}
