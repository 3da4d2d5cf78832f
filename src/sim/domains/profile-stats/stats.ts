/**
 * The profile's tabs, computed from the player's bet history: their bets page by page, and statistics (real
 * money wagered per UTC day over 30 days, wins and losses by game, the highest multipliers). Privacy is the
 * profile's (chat/profile.ts visiblePlayer): a private player's answer 403 to others.
 */
import { GAMES, type BetPage } from '@contract/index';
import {
  PROFILE_STATS_RULES,
  type GameResults,
  type ProfileStats,
  type TopMultiplier,
} from '@contract/profile-stats';
import type { SimContext } from '../../context';
import type { BetRow, UserRecord } from '../../services/db';
import { visiblePlayer } from '../chat/profile';
import { taggedBetPage } from '../games/bets';
import { multiplierOf, usdOf } from '../games/records';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const gameName = (row: BetRow) =>
  row.title?.name ?? GAMES.find((game) => game.id === row.game)?.name ?? row.game;

export async function profileBets(
  ctx: SimContext,
  input: { id: string; page: number },
  viewer: UserRecord | null,
): Promise<BetPage> {
  const user = await visiblePlayer(ctx, input.id, viewer);
  return taggedBetPage(ctx, `u:${user._id}`, input.page, viewer?._id ?? null);
}

/** The last `days` UTC days ending today on the sim clock, oldest first. */
function lastDays(now: number, days: number): string[] {
  return Array.from({ length: days }, (_, index) => dayOf(now - (days - 1 - index) * DAY_MS));
}

export async function profileStats(
  ctx: SimContext,
  id: string,
  viewer: UserRecord | null,
): Promise<ProfileStats> {
  const user = await visiblePlayer(ctx, id, viewer);
  const days = lastDays(ctx.clock.now(), PROFILE_STATS_RULES.days);
  // Dollars are summed in cents, so that no float error builds up across many bets.
  const centsByDay = new Map(days.map((day) => [day, 0]));
  const games = new Map<string, GameResults>();
  const top: Array<{ row: BetRow; multiplier: number }> = [];

  await ctx.db.bets
    .where('userId')
    .equals(user._id)
    .each((row) => {
      if (row.status !== 'finished') return;
      const day = dayOf(row.createdAt);
      if (!row.demo && centsByDay.has(day))
        centsByDay.set(
          day,
          centsByDay.get(day)! + usdOf(ctx.prices, row.currency, row.stake, row.createdAt) * 100,
        );
      const results = games.get(row.game) ?? {
        game: row.game,
        name: gameName(row),
        bets: 0,
        wins: 0,
        losses: 0,
      };
      results.bets += 1;
      if (row.payout > row.stake) results.wins += 1;
      else if (row.payout < row.stake) results.losses += 1;
      games.set(row.game, results);
      top.push({ row, multiplier: multiplierOf(row.stake, row.payout) });
      // Only the best few are kept while reading: a long history never sits in memory whole.
      if (top.length > PROFILE_STATS_RULES.topMultipliers * 4) trimTop(top);
    });
  trimTop(top);

  return {
    days: days.map((day) => ({ day, wagered: Math.round(centsByDay.get(day)!) / 100 })),
    games: [...games.values()].sort((a, b) => b.bets - a.bets || a.name.localeCompare(b.name)),
    topMultipliers: top.map(({ row, multiplier }) => topMultiplier(row, multiplier)),
  };
}

/** Keeps the highest multipliers (the earlier bet first on a tie). */
function trimTop(top: Array<{ row: BetRow; multiplier: number }>): void {
  top.sort((a, b) => b.multiplier - a.multiplier || a.row.number - b.row.number);
  top.length = Math.min(top.length, PROFILE_STATS_RULES.topMultipliers);
}

function topMultiplier(row: BetRow, multiplier: number): TopMultiplier {
  return {
    id: row.id,
    number: row.number,
    game: row.game,
    name: gameName(row),
    multiplier,
    currency: row.currency,
    demo: row.demo,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
