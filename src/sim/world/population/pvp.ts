/**
 * The crowd plays player-versus-player pools: at a share of its bet rate an online player either joins an
 * open real-money pool it is not in (most of the time, when there is one) or opens one on an upcoming match
 * of the popular sports, through the pools domain's own calls and the ledger, as a person would. Stakes are
 * around the player's usual stake, within the pools' limits. The crowd keeps a handful of its pools open at
 * once, so that the list stays readable; its settled pools are bounded like its bets (index.ts prunes them).
 */
import { fromMinor } from '@contract/index';
import { PVP, type PvpSide } from '@contract/pvp';
import type { Match } from '@contract/sports';
import type { PricedCurrency, SimContext } from '../../context';
import type * as PvpService from '../../domains/pvp/service';
import type { PvpPoolRecord, UserRecord } from '../../services/db';
import { asPlayer, perMinute, type Crowd } from './crowd';
import { ensureFunds } from './funds';
import { PoissonProcess } from './process';
import type { BotProfile } from './profiles';
import { niceAmountMinor } from './stakes';

/** Pool moves per minute, as a share of the crowd's bet rate (30 bets a minute: one move a minute). */
export const PVP_SHARE = 1 / 30;
/** Chance that a move joins an open pool when one is there to join. */
export const JOIN_CHANCE = 0.75;
/** The crowd opens no more pools while this many of its pools are open. */
export const CROWD_OPEN_POOLS_MAX = 8;
/** Settled pools of the crowd alone kept in storage. */
export const CROWD_POOLS_KEPT = 300;
/** Sports the crowd opens pools on: soccer, basketball, tennis, ice hockey, FIFA, Counter-Strike. */
export const CROWD_POOL_SPORTS = [1, 2, 5, 4, 300, 109] as const;
/** The crowd opens pools on matches starting between these (time for others to join; not days away). */
const OPEN_WINDOW_MS: [number, number] = [10 * 60_000, 12 * 3_600_000];
/** The crowd stops joining a little before the pools' own last call. */
const JOIN_MARGIN_MS = 3 * 60_000;

type Pvp = typeof PvpService;

const joinable = (ctx: SimContext) =>
  ctx.db.pvpPools
    .where('status')
    .equals('open')
    .filter((pool) => !pool.demo && pool.startsAt - ctx.clock.now() > JOIN_MARGIN_MS)
    .toArray();

/**
 * A stake for the profile in minor units of `currency`: a few times the player's usual stake (a pool is one
 * bet on a whole match), at least $2, inside the pools' dollar limits with room for the price to move.
 */
function stakeFor(crowd: Crowd, profile: BotProfile, currency: PricedCurrency | undefined): number | null {
  const usd = Math.max(2, profile.stakeUsd) * crowd.random.pvp.logBetween(1, 15);
  return niceAmountMinor(currency, Math.min(PVP.maxUsd * 0.9, Math.max(PVP.minUsd * 1.5, usd)));
}

async function joinOne(
  crowd: Crowd,
  pvp: Pvp,
  pools: PvpPoolRecord[],
  user: UserRecord,
  profile: BotProfile,
) {
  const random = crowd.random.pvp;
  const pool = random.pick(pools);
  if (pool.entries.some((entry) => entry.userId === user._id)) return;
  const side = random.pick(Object.keys(pool.sideNames) as PvpSide[]);
  const currency = crowd.ctx.prices.currency(pool.currency);
  const stake = stakeFor(crowd, profile, currency);
  if (!currency || stake === null) return;
  await ensureFunds(crowd.ctx, crowd.random.ids, profile, currency.id, stake);
  await asPlayer(() =>
    pvp.joinPool(crowd.ctx, user, { poolId: pool._id, side, stake: fromMinor(stake, currency.decimals) }),
  );
}

async function upcomingMatches(ctx: SimContext): Promise<Match[]> {
  const { loadSportsModel } = await import('../../domains/sports');
  const model = await loadSportsModel(ctx);
  const now = ctx.clock.now();
  const [soonest, latest] = OPEN_WINDOW_MS;
  return CROWD_POOL_SPORTS.flatMap((sportId) => model.matches(sportId, now, now + latest)).filter(
    (match) => match.status === 'scheduled' && match.startsAt - now > soonest,
  );
}

async function openOne(crowd: Crowd, pvp: Pvp, user: UserRecord, profile: BotProfile) {
  const random = crowd.random.pvp;
  const matches = await upcomingMatches(crowd.ctx);
  if (matches.length === 0) return;
  const match = random.pick(matches);
  const currency = crowd.ctx.prices.currency(random.pick(profile.currencies));
  const stake = stakeFor(crowd, profile, currency);
  if (!currency || stake === null) return;
  // The pools domain refuses a draw where the sport cannot end level: the crowd picks among the two teams.
  const side: PvpSide = random.chance(0.5) ? 'home' : 'away';
  await ensureFunds(crowd.ctx, crowd.random.ids, profile, currency.id, stake);
  await asPlayer(() =>
    pvp.openPool(crowd.ctx, user, {
      matchId: match.id,
      side,
      stake: fromMinor(stake, currency.decimals),
      currency: currency.id,
      demo: false,
    }),
  );
}

/** One move of the crowd: join an open pool, or open one while the crowd has few open. */
export async function pvpMove(crowd: Crowd): Promise<void> {
  const pvp = await import('../../domains/pvp/service');
  const profile = crowd.online.pick(crowd.random.pvp, (candidate) => candidate.activity);
  const user = profile && (await crowd.ctx.db.users.get(profile.userId));
  if (!profile || !user) return;
  const pools = await joinable(crowd.ctx);
  const others = pools.filter((pool) => !pool.entries.some((entry) => entry.userId === user._id));
  if (others.length > 0 && crowd.random.pvp.chance(JOIN_CHANCE))
    return joinOne(crowd, pvp, others, user, profile);
  const crowdOpen = pools.filter((pool) => crowd.byId.has(pool.openedBy)).length;
  if (crowdOpen < CROWD_OPEN_POOLS_MAX) return openOne(crowd, pvp, user, profile);
}

/** Deletes settled pools past the newest `keep` that only the crowd played in (never one with a person). */
export async function pruneCrowdPools(ctx: SimContext, crowd: Pick<Crowd, 'byId'>, keep = CROWD_POOLS_KEPT) {
  const ended = await ctx.db.pvpPools
    .orderBy('settledAt')
    .reverse()
    .filter((pool) => pool.entries.every((entry) => crowd.byId.has(entry.userId)))
    .primaryKeys();
  if (ended.length > keep) await ctx.db.pvpPools.bulkDelete(ended.slice(keep));
}

export function pvpProcess(crowd: Crowd): PoissonProcess {
  return new PoissonProcess({
    name: 'world:pvp',
    scheduler: crowd.ctx.scheduler,
    now: () => crowd.ctx.clock.now(),
    random: crowd.random.pvp,
    rate: () => perMinute(crowd.rates().betsPerMinute * PVP_SHARE),
    act: () => pvpMove(crowd),
  });
}
