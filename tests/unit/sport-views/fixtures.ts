/** Small sport events for the sport views' tests, in the contract's shapes. */
import type { Market, Match, SportCategory, SportEvent } from '@contract/sports';
import { findSport } from '@contract/sports-catalogue';

export function match(patch: Partial<Match> = {}): Match {
  const id = patch.id ?? '1-0-100';
  return {
    id,
    sportId: 1,
    leagueId: '1-0',
    home: { id: '1-0-1', leagueId: '1-0', name: 'Harbour City' },
    away: { id: '1-0-2', leagueId: '1-0', name: 'Northbridge United' },
    startsAt: 1_700_000_000_000,
    status: 'live',
    score: { home: 0, away: 0 },
    period: 1,
    inBreak: false,
    clock: 600,
    clockRunning: true,
    periodScores: [{ home: 0, away: 0 }],
    ...patch,
  };
}

export function market(matchId: string, odds: [number, number, number] = [2.1, 3.3, 3.6]): Market {
  const id = `${matchId}:1x2`;
  return {
    id,
    matchId,
    name: '1X2',
    status: 'open',
    options: (['home', 'draw', 'away'] as const).map((key, index) => ({
      id: `${id}:${key}`,
      name: ['1', 'X', '2'][index]!,
      odds: odds[index]!,
      suspended: false,
    })),
  };
}

export function sportEvent(patch: Partial<Match> = {}): SportEvent {
  const built = match(patch);
  return {
    match: built,
    league: { id: built.leagueId, sportId: built.sportId, name: 'Premier Circuit', region: 'Eastmark' },
    markets: [market(built.id)],
  };
}

export function category(slug: string, live: number, total: number): SportCategory {
  return { sport: findSport(slug)!, count: { live, total } };
}
