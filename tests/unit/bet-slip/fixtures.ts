/** Sport events and bets for the bet slip's tests: a match with a three-way market, and a bet on it. */
import type { SportBet } from '@contract/sport-bets';
import type { Market, SportEvent } from '@contract/sports';

/** A scheduled football match '<id>' with the 1X2 market at the given odds (home, draw, away). */
export function sportEvent(id: string, odds: [number, number, number] = [2.1, 3.4, 3.6]): SportEvent {
  const marketId = `${id}:1x2`;
  const market: Market = {
    id: marketId,
    matchId: id,
    name: '1X2',
    status: 'open',
    options: (['home', 'draw', 'away'] as const).map((key, index) => ({
      id: `${marketId}:${key}`,
      name: ['1', 'X', '2'][index]!,
      odds: odds[index]!,
      suspended: false,
    })),
  };
  return {
    match: {
      id,
      sportId: 1,
      leagueId: '1-0',
      home: { id: `${id}-h`, leagueId: '1-0', name: `Home ${id}` },
      away: { id: `${id}-a`, leagueId: '1-0', name: `Away ${id}` },
      startsAt: Date.UTC(2026, 0, 1, 15),
      status: 'scheduled',
      score: { home: 0, away: 0 },
      period: 0,
      inBreak: false,
      clock: 0,
      clockRunning: false,
      periodScores: [],
    },
    league: { id: '1-0', sportId: 1, name: 'Premier Test', region: 'Testland' },
    markets: [market],
  };
}

/** The event's market with `patch` over it and over each of its options. */
export function withMarket(
  event: SportEvent,
  patch: Partial<Market>,
  optionPatch: Partial<Market['options'][number]> = {},
): Market {
  const market = event.markets[0]!;
  return { ...market, ...patch, options: market.options.map((option) => ({ ...option, ...optionPatch })) };
}

/** A pending single of 2 USDT at 2.10 on the home side of `matchId`. */
export function sportBet(id: string, matchId: string, patch: Partial<SportBet> = {}): SportBet {
  return {
    _id: id,
    kind: 'single',
    selections: [
      {
        optionId: `${matchId}:1x2:home`,
        matchId,
        sportId: 1,
        matchName: `Home ${matchId} v Away ${matchId}`,
        marketName: '1X2',
        optionName: '1',
        odds: 2.1,
        startsAt: Date.UTC(2026, 0, 1, 15),
        status: 0,
      },
    ],
    odds: 2.1,
    stake: 2,
    currency: 'usdt',
    demo: false,
    status: 0,
    payout: 0,
    stakeUsd: 2,
    createdAt: Date.UTC(2026, 0, 1, 12),
    settledAt: null,
    ...patch,
  };
}
