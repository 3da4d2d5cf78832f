/**
 * The race on the wire: the running race's top 20 with their prizes (the `event:race` payload), and for POST
 * /api/leaderboard also the viewer's own standing and the last finished race.
 */
import {
  fromMinor,
  type LeaderboardAnswer,
  type RaceEntry,
  type RaceInfo,
  type RaceUpdate,
} from '@contract/index';
import type { SimContext } from '../../context';
import type { RaceRecord, UserRecord } from '../../services/db';
import { decimalsOf } from '../games/records';
import { feedUser, ownersById, viewerOf, type Viewer } from './feed-user';
import { prizeSplit } from './race-prizes';
import { raceSettings } from './race-settings';
import { microToUsd } from '../../services/usd';
import { placeOf, topEntries } from './race-store';
import { weekAt, type RaceWeek } from './race-week';

interface Place {
  place: number;
  userId: string;
  wagerMicroUsd: number;
  /** Minor units. */
  prize: number;
}

function raceInfo(week: RaceWeek, pool: number, currency: string): RaceInfo {
  const { id, startsAt, endsAt } = week;
  return { id, startsAt, endsAt, pool: fromMinor(pool, decimalsOf(currency)), currency };
}

async function raceEntries(ctx: SimContext, places: Place[], currency: string, viewer: Viewer | null) {
  const owners = await ownersById(
    ctx,
    places.map((place) => place.userId),
  );
  return places.map((place): RaceEntry => ({
    place: place.place,
    user: feedUser(owners.get(place.userId), place.userId, viewer),
    entry: { wager_usd: microToUsd(place.wagerMicroUsd) },
    prize: fromMinor(place.prize, decimalsOf(currency)),
  }));
}

/** The running race as `viewer` sees it (null: a guest, or the public channel). */
export async function raceUpdate(ctx: SimContext, viewer: Viewer | null): Promise<RaceUpdate> {
  const now = ctx.clock.now();
  const week = weekAt(now);
  const { pool, currency } = raceSettings();
  const prizes = prizeSplit(pool);
  // The top's two reads and its owners' in one transaction: the race's broadcast reads it every few seconds.
  const entries = await ctx.db.transaction('r', ctx.db.raceEntries, ctx.db.users, async () => {
    const top = await topEntries(ctx.db, week.id);
    const places = top.map((entry, index) => ({ ...entry, place: index + 1, prize: prizes[index] ?? 0 }));
    return raceEntries(ctx, places, currency.id, viewer);
  });
  return { race: raceInfo(week, pool, currency.id), entries, now };
}

async function previousRace(ctx: SimContext, viewer: Viewer | null) {
  const last: RaceRecord | undefined = await ctx.db.races.orderBy('endsAt').last();
  if (!last) return null;
  return {
    race: raceInfo(last, last.pool, last.currency),
    entries: await raceEntries(ctx, last.winners, last.currency, viewer),
  };
}

export async function leaderboard(ctx: SimContext, user: UserRecord | null): Promise<LeaderboardAnswer> {
  const viewer = viewerOf(user);
  const update = await raceUpdate(ctx, viewer);
  const previous = await previousRace(ctx, viewer);
  if (!user) return { ...update, me: null, previous };
  const { entry, place } = await placeOf(ctx.db, update.race.id, user._id);
  const prize = place ? (update.entries[place - 1]?.prize ?? 0) : 0;
  return {
    ...update,
    me: { place, wager_usd: entry ? microToUsd(entry.wagerMicroUsd) : 0, prize },
    previous,
  };
}
