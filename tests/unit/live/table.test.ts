import { describe, expect, it } from 'vitest';
import {
  LIVE_LATE_BET,
  LIVE_PHASE_MS,
  MULTIPLAYER_TIME_LIMIT_MS,
  type LiveTableState,
  type MultiplayerBetPayload,
  type MultiplayerSettledPayload,
} from '@contract/provider/live';
import { MULTIPLAYER_EVENTS, PUBLIC_CHANNEL } from '@contract/index';
import type { SimContext } from '../../../src/sim/context';
import { liveFloor } from '../../../src/sim/domains/provider/live/floor';
import { liveMethods } from '../../../src/sim/domains/provider/live/methods';
import { seatPayout } from '../../../src/sim/domains/provider/live/bets';
import type { ProviderSessionRecord } from '../../../src/sim/services/db';
import { startWorld, type World } from '../sim/world';
import { fakeWallet } from './fake-wallet';

const ROULETTE = 'dealerhouse-studios-speed-roulette';
const BLACKJACK = 'dealerhouse-studios-ivory-blackjack-iii';

async function tableWorld(gameId: string) {
  const world = await startWorld();
  const ctx = await world.sim.context();
  const wallet = fakeWallet({ alice: 100_00, bob: 50_00 });
  await liveFloor(ctx, wallet);
  const sessions = {
    alice: await session(ctx, 'alice', gameId),
    bob: await session(ctx, 'bob', gameId),
  };
  return { world, ctx, wallet, sessions };
}

async function session(ctx: SimContext, userId: string, gameId: string): Promise<ProviderSessionRecord> {
  const record = { token: `token-${userId}`, userId, gameId, currency: 'usdt', demo: false, createdAt: 0 };
  await ctx.db.providerSessions.put(record);
  return record;
}

const call = async <M extends keyof typeof liveMethods>(
  ctx: SimContext,
  session: ProviderSessionRecord,
  method: M,
  params: unknown = undefined,
) => (await liveMethods[method]({ ctx, session, params } as never)) as LiveTableState;

/** Moves the sim clock and runs what fell due. */
async function advance(world: World, ms: number) {
  await world.sim.control.advance(ms);
  await world.sim.control.settle();
}

const events = (world: World, event: string) =>
  world.broadcasts.filter((item) => item.channel === PUBLIC_CHANNEL && item.event === event);

describe('a live table round', () => {
  it('takes bets in the window, refuses them after, deals, and settles every seat once', async () => {
    const { world, ctx, wallet, sessions } = await tableWorld(ROULETTE);
    const opened = await call(ctx, sessions.alice, 'live.state');
    expect(opened).toMatchObject({ kind: 'roulette', phase: 'betting', outcome: null, mine: null });
    expect(opened.endsAt - opened.now).toBe(MULTIPLAYER_TIME_LIMIT_MS);

    const afterBet = await call(ctx, sessions.alice, 'live.bet', {
      bets: [
        { spot: 'red', amount: 10 },
        { spot: 'straight', value: 17, amount: 1 },
      ],
    });
    await call(ctx, sessions.bob, 'live.bet', { bets: [{ spot: 'black', amount: 5 }] });
    expect(afterBet.mine).toMatchObject({ wager: 11, payout: null });
    expect(wallet.balances.get('alice')).toBe(100_00 - 11_00);
    const rows = events(world, MULTIPLAYER_EVENTS.bet).map((item) => item.payload as MultiplayerBetPayload);
    expect(rows.map((row) => [row.row.user._id, row.row.game])).toEqual([
      ['alice', { currency: 'usdt', wager: 11 }],
      ['bob', { currency: 'usdt', wager: 5 }],
    ]);

    await advance(world, MULTIPLAYER_TIME_LIMIT_MS);
    const closing = await call(ctx, sessions.alice, 'live.state');
    expect(closing.phase).toBe('closing');
    await expect(
      call(ctx, sessions.alice, 'live.bet', { bets: [{ spot: 'red', amount: 1 }] }),
    ).rejects.toThrow(LIVE_LATE_BET);
    expect(wallet.balances.get('alice')).toBe(100_00 - 11_00);

    await advance(world, LIVE_PHASE_MS.roulette.closing);
    const dealing = await call(ctx, sessions.alice, 'live.state');
    expect(dealing.phase).toBe('dealing');
    expect(dealing.outcome?.kind).toBe('roulette');
    await advance(world, LIVE_PHASE_MS.roulette.dealing);

    const result = await call(ctx, sessions.alice, 'live.state');
    expect(result.phase).toBe('result');
    const outcome = result.outcome!;
    expect(result.history[0]).toEqual(outcome);
    const wins = wallet.calls.filter((item) => item.action === 'win');
    expect(wins.map((item) => item.user)).toEqual(['alice', 'bob']);
    const seat = await ctx.db.liveSeats.get(`${ROULETTE}:${result.round}:token-alice`);
    expect(seat).toMatchObject({ state: 'settled', stake: 11_00 });
    expect(wins[0]!.amount).toBe(seatPayout(seat!.bets, outcome, null));
    expect(result.mine?.payout).toBe(wins[0]!.amount / 100);
    const settled = events(world, MULTIPLAYER_EVENTS.settled)[0]!.payload as MultiplayerSettledPayload;
    expect(settled.rows.map((row) => row.user._id)).toEqual(['bob', 'alice']);

    // The next round opens after the result, and nothing is paid twice.
    await advance(world, LIVE_PHASE_MS.roulette.result);
    const next = await call(ctx, sessions.alice, 'live.state');
    expect(next).toMatchObject({ phase: 'betting', round: result.round + 1, mine: null });
    await advance(world, 60_000);
    expect(wallet.calls.filter((item) => item.action === 'win')).toHaveLength(2);
  });

  it('refuses bad chips, a bet over the balance, and changes nothing', async () => {
    const { ctx, wallet, sessions } = await tableWorld(ROULETTE);
    for (const bets of [
      [],
      [{ spot: 'banker', amount: 1 }],
      [{ spot: 'straight', value: 37, amount: 1 }],
      [{ spot: 'red', amount: -1 }],
    ]) {
      await expect(call(ctx, sessions.bob, 'live.bet', { bets })).rejects.toThrow('Invalid wager');
    }
    await expect(
      call(ctx, sessions.bob, 'live.bet', { bets: [{ spot: 'red', amount: 51 }] }),
    ).rejects.toThrow('Insufficient funds');
    expect(wallet.calls).toEqual([]);
    expect((await call(ctx, sessions.bob, 'live.state')).mine).toBeNull();
  });

  it('stops dealing a minute after its last watcher left', async () => {
    const { world, ctx, sessions } = await tableWorld(ROULETTE);
    await call(ctx, sessions.alice, 'live.state');
    const floor = await liveFloor(ctx);
    expect(floor.running().map((table) => table.spec.id)).toEqual([ROULETTE]);
    for (let step = 0; step < 12; step += 1) await advance(world, 10_000);
    expect(floor.running()).toEqual([]);
    expect(ctx.scheduler.pending().filter((task) => task.name.startsWith('live:'))).toEqual([]);
  });

  it('refunds a seat a reload left open, once', async () => {
    const { ctx, wallet, sessions } = await tableWorld(ROULETTE);
    await call(ctx, sessions.bob, 'live.bet', { bets: [{ spot: 'odd', amount: 20 }] });
    expect(wallet.balances.get('bob')).toBe(30_00);
    const floor = await liveFloor(ctx);
    expect(await floor.refundAbandoned()).toBe(1);
    expect(await floor.refundAbandoned()).toBe(0);
    expect(wallet.balances.get('bob')).toBe(50_00);
  });
});

describe('a blackjack round', () => {
  it('deals the same two cards to every seat, lets each decide, auto-stands and plays the dealer', async () => {
    const { world, ctx, wallet, sessions } = await tableWorld(BLACKJACK);
    await call(ctx, sessions.alice, 'live.bet', { bets: [{ spot: 'hand', amount: 10 }] });
    await call(ctx, sessions.bob, 'live.bet', { bets: [{ spot: 'hand', amount: 5 }] });
    await expect(call(ctx, sessions.alice, 'live.decide', { decision: 'hit' })).rejects.toThrow(
      LIVE_LATE_BET,
    );
    await advance(
      world,
      MULTIPLAYER_TIME_LIMIT_MS + LIVE_PHASE_MS.blackjack.closing + LIVE_PHASE_MS.blackjack.dealing,
    );
    const alice = await call(ctx, sessions.alice, 'live.state');
    const bob = await call(ctx, sessions.bob, 'live.state');
    expect(alice.deal!.player).toEqual(bob.deal!.player);
    expect(alice.mine!.hand!.cards).toEqual(alice.deal!.player);
    const naturals = alice.mine!.hand!.status === 'blackjack';
    if (!naturals) {
      expect(alice.phase).toBe('deciding');
      const doubled = await call(ctx, sessions.alice, 'live.decide', { decision: 'double' });
      expect(doubled.mine!.wager).toBe(20);
      expect(doubled.mine!.hand!.cards).toHaveLength(3);
      expect(wallet.balances.get('alice')).toBe(80_00);
      // Bob does nothing: the window closes and he stands on his first two cards.
      await advance(world, LIVE_PHASE_MS.blackjack.deciding);
    }
    const result = await call(ctx, sessions.bob, 'live.state');
    expect(result.phase).toBe('result');
    expect(result.mine!.hand!.cards).toHaveLength(2);
    expect(result.outcome).toMatchObject({ kind: 'blackjack' });
    const wins = wallet.calls.filter((item) => item.action === 'win');
    expect(wins).toHaveLength(2);
    expect(result.mine!.payout).toBe(wins.find((item) => item.user === 'bob')!.amount / 100);
  });
});
