/**
 * The crowd at the provider's live tables: a few always-on tables (one per kind, live/floor.ts) where, in
 * each betting window, some online players take a seat at a moment of their own, at their usual stake (the
 * high rollers' are $100 and more), through the same provider calls and wallet callbacks as a person. At
 * blackjack they then play their hand by a simple chart. The world loads this module (and the floor) a few
 * seconds after it starts, as chunks of their own, so the worker's start-up stays as small as it was.
 */
import {
  LIVE_MAX_ROUND_USD,
  WHEEL_COUNTS,
  wheelSpot,
  type LiveBet,
  type LiveTableKind,
} from '@contract/provider/live';
import { fromMinor } from '@contract/index';
import { findCurrency } from '../../context';
import type { ProviderSessionRecord } from '../../services/db';
import { createStream } from '../../services/rng';
import type { LiveTable } from '../../domains/provider/live/table';
import { ProviderFailure } from '../../domains/provider/methods';
import type { Crowd } from './crowd';
import { ensureFunds } from './funds';
import type { BotProfile } from './profiles';
import { worldRandom, type WorldRandom } from './random';
import { niceAmountMinor } from './stakes';

import { crowdDecision } from './live-decisions';

/**
 * Seats the crowd takes per betting window and table, on average, per bet a minute of the world's rate (at
 * the default 30 a minute, one seat a window: about 8 live bets a minute over the four tables).
 */
const SEATS_PER_BET_RATE = 1 / 30;
/** A seat's bet lands in the betting window's first 12 s. */
const BET_WITHIN_MS = 12_000;

/** Spots the crowd likes at each kind of table, by weight. */
const ROULETTE_SPOTS: [LiveBet, number][] = [
  [{ spot: 'red', amount: 0 }, 5],
  [{ spot: 'black', amount: 0 }, 5],
  [{ spot: 'odd', amount: 0 }, 2],
  [{ spot: 'even', amount: 0 }, 2],
  [{ spot: 'dozen', value: 2, amount: 0 }, 2],
  [{ spot: 'column', value: 1, amount: 0 }, 1],
];

function chipsFor(kind: LiveTableKind, random: WorldRandom): LiveBet[] {
  switch (kind) {
    case 'roulette': {
      const outside = random.weighted(ROULETTE_SPOTS, ([, weight]) => weight)[0];
      const straight: LiveBet = { spot: 'straight', value: random.int(37), amount: 0 };
      return random.chance(0.4) ? [outside, straight] : [outside];
    }
    case 'baccarat':
      return [
        {
          spot: random.weighted(
            ['banker', 'player', 'tie'] as const,
            (spot) => ({ banker: 50, player: 42, tie: 8 })[spot],
          ),
          amount: 0,
        },
      ];
    case 'blackjack':
      return [{ spot: 'hand', amount: 0 }];
    case 'wheel': {
      const numbers = [1, 2, 5, 10, 20, 40] as const;
      return [{ spot: wheelSpot(random.weighted(numbers, (number) => WHEEL_COUNTS[number])), amount: 0 }];
    }
  }
}

/** Shares `wager` minor units between the chips (the first takes what is left), as decimals. */
function shareOut(chips: LiveBet[], wager: number, decimals: number): LiveBet[] {
  const each = Math.max(1, Math.floor(wager / chips.length));
  return chips.map((chip, index) => ({
    ...chip,
    amount: fromMinor(index === 0 ? wager - each * (chips.length - 1) : each, decimals),
  }));
}

/** Seats the crowd at the always-on tables (one per kind); answers how to make it leave. */
export async function crowdAtLiveTables(crowd: Crowd): Promise<{ stop(): void }> {
  const { ctx } = crowd;
  const random = worldRandom(createStream(ctx.seed, `world-live:${ctx.clock.now()}`));
  const sessions = new Map<string, ProviderSessionRecord>();
  const crowdTokens = new Set<string>();
  let stopped = false;

  async function sessionOf(profile: BotProfile, table: LiveTable, currency: string) {
    const key = `${profile.userId}:${table.spec.id}:${currency}`;
    let session = sessions.get(key);
    if (!session) {
      const { openProviderSession } = await import('../../domains/provider/wallet-client');
      session = await openProviderSession(ctx, {
        userId: profile.userId,
        gameId: table.spec.id,
        currency,
        demo: false,
      });
      sessions.set(key, session);
      crowdTokens.add(session.token);
    }
    return session;
  }

  async function takeSeat(table: LiveTable, round: number, profile: BotProfile): Promise<void> {
    if (stopped || crowd.rates().betsPerMinute <= 0) return;
    if (table.round !== round || table.phase !== 'betting') return;
    const currency = random.pick(profile.currencies);
    const found = findCurrency(currency);
    const usd = Math.min(profile.stakeUsd * random.logBetween(0.5, 2), LIVE_MAX_ROUND_USD);
    const wager = niceAmountMinor(ctx.prices.currency(currency), usd);
    if (!found || wager === null) return;
    await ensureFunds(ctx, random, profile, currency, wager);
    const { liveFloor } = await import('../../domains/provider/live/floor');
    const floor = await liveFloor(ctx);
    const owner = await floor.owner(await sessionOf(profile, table, currency));
    const bets = shareOut(chipsFor(table.spec.kind, random), wager, found.decimals);
    await refusalsAside(() => table.placeBets(owner, { bets }));
  }

  function onBetting(table: LiveTable, at: number): void {
    const mean = crowd.rates().betsPerMinute * SEATS_PER_BET_RATE;
    if (stopped || mean <= 0) return;
    // Between none and twice the mean, so some windows are busy and some empty.
    const seats = Math.round(random.between(0, 2 * mean));
    const picked = new Set<string>();
    for (let index = 0; index < seats; index += 1) {
      const profile = crowd.online.pick(random, (candidate) => candidate.activity, picked);
      if (!profile) break;
      picked.add(profile.userId);
      const round = table.round;
      crowd.at(at + random.between(500, BET_WITHIN_MS), 'world:live-bet', () =>
        takeSeat(table, round, profile),
      );
    }
  }

  function onDeciding(table: LiveTable, at: number): void {
    const round = table.round;
    for (const seat of table.seats.values()) {
      if (!crowdTokens.has(seat.owner.session.token)) continue;
      crowd.at(at + random.between(800, 6_000), 'world:live-decide', async () => {
        while (
          !stopped &&
          table.round === round &&
          table.phase === 'deciding' &&
          seat.hand?.status === 'playing'
        ) {
          const decision = crowdDecision(seat.hand, table.deal!.dealerUp, random);
          if (!(await refusalsAside(() => table.decide(seat.owner.session, decision)))) return;
        }
      });
    }
  }

  const { liveFloor } = await import('../../domains/provider/live/floor');
  await (await liveFloor(ctx)).seatCrowd({ onBetting, onDeciding });

  return {
    stop() {
      stopped = true;
    },
  };
}

/** Runs a seat's call and lets the refusals a player could get pass (a short balance, a closed window). */
async function refusalsAside<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderFailure) return null;
    throw error;
  }
}
