/**
 * The Total market of the Poisson sports: Over or Under a line of total points set once per fixture, at the
 * half point nearest the even chance of the whole match's expected events (2.5 goals in most football
 * matches). Priced from the remaining events, Poisson at both sides' rates over the minutes left, with the
 * same margin as the main market; settled by the final total.
 */
import type { Market } from '@contract/sports';
import { sideRates, type MatchState } from './live';
import { marketOf, pricesHeld } from './odds';
import { fixtureCache } from './fixture-cache';
import type { Fixture } from './schedule';

export const TOTAL_KEY = 'total';

const minutesOf = (fixture: Fixture) => fixture.profile.periods * fixture.profile.periodMinutes;

const eventRate = (fixture: Fixture) => {
  const rates = sideRates(fixture);
  return rates.home + rates.away;
};

/** P(N ≤ count) for N Poisson with `mean` (summed term by term: no table, it runs every second). */
function atMost(mean: number, count: number): number {
  let term = Math.exp(-mean);
  let sum = term;
  for (let k = 1; k <= count; k += 1) {
    term *= mean / k;
    sum += term;
  }
  return count < 0 ? 0 : Math.min(1, sum);
}

/**
 * The line: Over wins when more than `events` events are scored, so it reads as events × points + 0.5
 * (a basket is worth two: 86 baskets is 'Over 172.5').
 */
function drawTotalLine(fixture: Fixture): { events: number; points: number } {
  const mean = eventRate(fixture) * minutesOf(fixture);
  let events = Math.max(0, Math.floor(mean) - 1);
  for (let candidate = events + 1; candidate <= Math.floor(mean) + 1; candidate += 1)
    if (Math.abs(atMost(mean, candidate) - 0.5) < Math.abs(atMost(mean, events) - 0.5)) events = candidate;
  return { events, points: events * fixture.profile.points + 0.5 };
}

export const totalLine = fixtureCache(drawTotalLine);

export function totalMarket(fixture: Fixture, state: MatchState, at: number): Market {
  const line = totalLine(fixture);
  const scored = (state.score.home + state.score.away) / fixture.profile.points;
  const minutesLeft = Math.max(0, minutesOf(fixture) - state.clock / 60);
  const under = atMost(eventRate(fixture) * minutesLeft, line.events - scored);
  const held = pricesHeld(fixture, state, at);
  return marketOf(fixture, state, { key: TOTAL_KEY, name: 'Total', held }, [
    ['over', `Over ${line.points}`, 1 - under],
    ['under', `Under ${line.points}`, under],
  ]);
}

/** The winning option key of an ended match's Total market. */
export function totalWinner(fixture: Fixture, state: MatchState): 'over' | 'under' {
  return state.score.home + state.score.away > totalLine(fixture).points ? 'over' : 'under';
}
