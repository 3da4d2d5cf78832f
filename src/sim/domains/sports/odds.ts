/**
 * Odds from the live model: the outcome probabilities of the rest of the match (each side's remaining events
 * Poisson at its rate over the minutes left, added to the current lead), turned into decimal odds with the
 * bookmaker margin spread in proportion (odds = 1 / (p × (1 + margin)), so the sum of 1 / odds is
 * 1 + margin up to the rounding to two decimals). They move as the clock runs and the score changes; the
 * market is suspended for a short time after each score and closed at the final whistle. Tennis and table
 * tennis price their Winner market from the point-by-point model's match chance (rally.ts).
 */
import type { Market, MarketOption } from '@contract/sports';
import type { Fixture } from './schedule';
import { sideRates, type MatchState } from './live';
import { rallyHomeChance } from './rally';
import { BOOKMAKER_MARGIN, MAX_ODDS, MIN_ODDS, SUSPEND_AFTER_SCORE_MS } from './spec';

export interface Outcome {
  home: number;
  draw: number;
  away: number;
}

/** Poisson probabilities of 0, 1, 2, ... for a mean, up to where the rest is negligible. */
function poissonTable(mean: number): number[] {
  const last = Math.ceil(mean + 10 * Math.sqrt(mean) + 10);
  const table = [Math.exp(-mean)];
  for (let count = 1; count <= last; count += 1) table.push((table[count - 1]! * mean) / count);
  return table;
}

/** Chances of a home win, a draw and an away win from the state at a moment (events, not points). */
export function outcomeProbabilities(fixture: Fixture, state: MatchState): Outcome {
  const { profile } = fixture;
  const minutesLeft = Math.max(0, profile.periods * profile.periodMinutes - state.clock / 60);
  const rates = sideRates(fixture);
  const home = poissonTable(rates.home * minutesLeft);
  const away = poissonTable(rates.away * minutesLeft);
  const lead = (state.score.home - state.score.away) / profile.points;
  // One pass over home's count against away's cumulative table (a double loop costs the square per match).
  const awayAtMost: number[] = [];
  away.reduce((sum, chance, count) => (awayAtMost[count] = sum + chance), 0);
  const awayTotal = awayAtMost[away.length - 1]!;
  const below = (count: number) => (count < 0 ? 0 : awayAtMost[Math.min(count, away.length - 1)]!);
  const outcome: Outcome = { home: 0, draw: 0, away: 0 };
  home.forEach((homeChance, homeEvents) => {
    // Away must score fewer than `level` for home to win, exactly `level` for a draw.
    const level = lead + homeEvents;
    outcome.home += homeChance * below(level - 1);
    outcome.draw += homeChance * (below(level) - below(level - 1));
    outcome.away += homeChance * (awayTotal - below(level));
  });
  const total = outcome.home + outcome.draw + outcome.away;
  return { home: outcome.home / total, draw: outcome.draw / total, away: outcome.away / total };
}

/** Decimal odds of a probability with the margin, two decimals; undefined outside the quoted range. */
export function priceOf(probability: number, margin = BOOKMAKER_MARGIN): number | undefined {
  const fair = 1 / (Math.max(probability, 1e-9) * (1 + margin));
  if (fair < MIN_ODDS || fair > MAX_ODDS) return undefined;
  return Math.round(fair * 100) / 100;
}

/**
 * A market from its options' chances. Closed once the match has ended or is called off; suspended while the
 * price is held (just after a score, during a set break) and once any option is out of the quoted range (in
 * practice decided): an open market's options are all priced, so 1 / odds sums to 1 + margin.
 */
export function marketOf(
  fixture: Fixture,
  state: MatchState,
  market: { key: string; name: string; held: boolean },
  rows: ReadonlyArray<readonly [optionKey: string, name: string, probability: number]>,
): Market {
  const id = `${fixture.id}:${market.key}`;
  const prices = rows.map(([, , probability]) => priceOf(probability));
  const closed = state.status === 'ended' || state.status === 'cancelled';
  const status = closed ? 'closed' : market.held || prices.includes(undefined) ? 'suspended' : 'open';
  const options: MarketOption[] = rows.map(([optionKey, name, probability], index) => ({
    id: `${id}:${optionKey}`,
    name,
    odds: prices[index] ?? (probability > 0.5 ? MIN_ODDS : MAX_ODDS),
    suspended: status !== 'open',
  }));
  return { id, matchId: fixture.id, name: market.name, status, options };
}

/** Whether prices are held at a moment: after a score, or between sets of a point-by-point match. */
export function pricesHeld(fixture: Fixture, state: MatchState, at: number): boolean {
  if (fixture.profile.racket) return state.inBreak;
  return state.lastScoreAt !== undefined && at - state.lastScoreAt < SUSPEND_AFTER_SCORE_MS;
}

/** The main market of a match at a moment: 1X2 where a sport can draw, Winner elsewhere. */
export function mainMarket(fixture: Fixture, state: MatchState, at: number): Market {
  const held = pricesHeld(fixture, state, at);
  if (!fixture.profile.canDraw) {
    const home = fixture.profile.racket
      ? rallyHomeChance(fixture, state.pointsPlayed ?? 0)
      : homeChanceOfTwoWay(outcomeProbabilities(fixture, state));
    return marketOf(fixture, state, { key: 'winner', name: 'Winner', held }, [
      ['home', fixture.home.name, home],
      ['away', fixture.away.name, 1 - home],
    ]);
  }
  const chances = outcomeProbabilities(fixture, state);
  return marketOf(fixture, state, { key: '1x2', name: '1X2', held }, [
    ['home', '1', chances.home],
    ['draw', 'X', chances.draw],
    ['away', '2', chances.away],
  ]);
}

/** A level end of a sport without draws is decided half-and-half (live.ts winnerOf). */
const homeChanceOfTwoWay = (chances: Outcome): number => chances.home + chances.draw / 2;
