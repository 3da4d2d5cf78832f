/**
 * Odds from the live model: the outcome probabilities of the rest of the match (each side's remaining events
 * Poisson at its rate over the minutes left, added to the current lead), turned into decimal odds with the
 * bookmaker margin spread in proportion (odds = 1 / (p × (1 + margin)), so the sum of 1 / odds is
 * 1 + margin up to the rounding to two decimals). They move as the clock runs and the score changes; the
 * market is suspended for a short time after each score and closed at the final whistle.
 */
import type { Market, MarketOption } from '@contract/sports';
import type { Fixture } from './schedule';
import { sideRates, type MatchState } from './live';
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
  const outcome: Outcome = { home: 0, draw: 0, away: 0 };
  home.forEach((homeChance, homeEvents) => {
    away.forEach((awayChance, awayEvents) => {
      const difference = lead + homeEvents - awayEvents;
      const key = difference > 0 ? 'home' : difference < 0 ? 'away' : 'draw';
      outcome[key] += homeChance * awayChance;
    });
  });
  const total = outcome.home + outcome.draw + outcome.away;
  return { home: outcome.home / total, draw: outcome.draw / total, away: outcome.away / total };
}

/** Decimal odds of a probability with the margin, two decimals; undefined when the price would be below the floor. */
export function priceOf(probability: number, margin = BOOKMAKER_MARGIN): number | undefined {
  const fair = 1 / (Math.max(probability, 1e-9) * (1 + margin));
  if (fair < MIN_ODDS) return undefined;
  return Math.min(MAX_ODDS, Math.round(fair * 100) / 100);
}

/** The main market of a match at a moment: 1X2 where a sport can draw, Winner (level ends halved) elsewhere. */
export function mainMarket(fixture: Fixture, state: MatchState, at: number): Market {
  const chances = outcomeProbabilities(fixture, state);
  const twoWay = !fixture.profile.canDraw;
  const key = twoWay ? 'winner' : '1x2';
  const id = `${fixture.id}:${key}`;
  const closed = state.status === 'ended';
  const rows: [string, string, number][] = twoWay
    ? [
        ['home', fixture.home.name, chances.home + chances.draw / 2],
        ['away', fixture.away.name, chances.away + chances.draw / 2],
      ]
    : [
        ['home', '1', chances.home],
        ['draw', 'X', chances.draw],
        ['away', '2', chances.away],
      ];
  const justScored = state.lastScoreAt !== undefined && at - state.lastScoreAt < SUSPEND_AFTER_SCORE_MS;
  const options: MarketOption[] = rows.map(([optionKey, name, probability]) => {
    const odds = priceOf(probability);
    const suspended = closed || justScored || odds === undefined;
    return { id: `${id}:${optionKey}`, name, odds: odds ?? MIN_ODDS, suspended };
  });
  const status = closed ? 'closed' : justScored ? 'suspended' : 'open';
  return { id, matchId: fixture.id, name: twoWay ? 'Winner' : '1X2', status, options };
}
