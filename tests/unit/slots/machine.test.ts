/**
 * The slot machine's server side against an in-memory wallet that records the callbacks: one bet and one
 * finished win per round (free spins included), refusals that change nothing, a free-spins round that
 * survives a new session (a reload), the bought bonus at its price, and the scratch card's round.
 */
import { describe, expect, it } from 'vitest';
import { SLOT_ERRORS } from '@contract/provider/slots';
import type { SimContext } from '../../../src/sim/context';
import { allGames, findGame } from '../../../src/sim/domains/catalogue/store';
import { ProviderFailure } from '../../../src/sim/domains/provider/methods';
import { playInstant } from '../../../src/sim/domains/provider/slots/instant/play';
import { slotConfig, spinSlot } from '../../../src/sim/domains/provider/slots/machine';
import type { SlotDeps } from '../../../src/sim/domains/provider/slots/ports';
import type { ProviderSessionRecord } from '../../../src/sim/services/db';
import { startWorld } from '../sim/world';

interface Call {
  action: 'bet' | 'win';
  roundId: string;
  amount: number;
  finished?: boolean;
}

function fakeWallet(start: number) {
  let balance = start;
  const calls: Call[] = [];
  const deps: SlotDeps = {
    findGame,
    wallet: {
      bet: async (_ctx, _session, { roundId, amount }) => {
        if (amount > balance) throw new ProviderFailure('INSUFFICIENT_FUNDS', 'Not enough money');
        balance -= amount;
        calls.push({ action: 'bet', roundId, amount });
        return balance;
      },
      win: async (_ctx, _session, { roundId, amount, finished }) => {
        balance += amount;
        calls.push({ action: 'win', roundId, amount, finished });
        return balance;
      },
      balance: async () => balance,
    },
  };
  return { deps, calls, balance: () => balance };
}

async function gameOf(match: (game: Awaited<ReturnType<typeof allGames>>[number]) => boolean) {
  const game = (await allGames()).find(match);
  if (!game) throw new Error('No such game in the catalogue');
  return game;
}

async function setUp(gameId: string, token = 'session-1') {
  const world = await startWorld({ seed: 'slots-machine' });
  const ctx = await world.sim.context();
  const session: ProviderSessionRecord = {
    token,
    userId: 'player-1',
    gameId,
    currency: 'usdt',
    demo: false,
    createdAt: ctx.clock.now(),
  };
  await ctx.db.providerSessions.put(session);
  return { ctx, session };
}

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof ProviderFailure) return error.code;
    throw error;
  }
  return null;
};

/** Spins at `bet` until a spin opens free spins (seeded: the same every run). */
async function spinToFreeSpins(ctx: SimContext, deps: SlotDeps, session: ProviderSessionRecord, bet: number) {
  for (let spin = 0; spin < 3_000; spin += 1) {
    const answer = await spinSlot(ctx, deps, session, { bet });
    if (!answer.roundFinished) return answer;
  }
  throw new Error('No free spins in 3,000 spins');
}

describe('slot machine', () => {
  it('offers bet steps, the paytable and the RTP; sells no bonus on a plain game', async () => {
    const game = await gameOf((g) => g.kind === 'slot' && g.custom_category === null);
    const { ctx, session } = await setUp(game.id);
    const config = await slotConfig(ctx, fakeWallet(0).deps, session);
    expect(config.rtp).toBe(game.rtp);
    expect(config.volatility).toBe(game.volatility);
    expect(config.betSteps).toContain(1);
    expect(config.defaultBet).toBe(1);
    expect(config.paylines).toHaveLength(20);
    expect(config.strips).toHaveLength(5);
    expect(config.symbols.map((symbol) => symbol.id)).toContain('scatter');
    expect(config.buyPrice).toBeNull();
    expect(config.round).toBeNull();
  });

  it('refuses a bet off the steps and a spin it cannot pay for, changing nothing', async () => {
    const game = await gameOf((g) => g.kind === 'slot');
    const { ctx, session } = await setUp(game.id);
    const wallet = fakeWallet(50);
    expect(await codeOf(spinSlot(ctx, wallet.deps, session, { bet: 0.37 }))).toBe(SLOT_ERRORS.invalidBet);
    expect(await codeOf(spinSlot(ctx, wallet.deps, session, { bet: 1 }))).toBe('INSUFFICIENT_FUNDS');
    expect(wallet.calls).toEqual([]);
    expect(await ctx.db.slotStates.count()).toBe(0);
  });

  it('pays a round without free spins at once: one bet, one finished win', async () => {
    const game = await gameOf((g) => g.kind === 'slot');
    const { ctx, session } = await setUp(game.id);
    const wallet = fakeWallet(100_000);
    const answer = await spinSlot(ctx, wallet.deps, session, { bet: 1 });
    expect(answer.grid).toHaveLength(5);
    expect(answer.grid.every((reel) => reel.length === 3)).toBe(true);
    // The world's seed gives this machine a first spin without free spins (those are covered below).
    expect(answer.roundFinished).toBe(true);
    expect(wallet.calls).toEqual([
      { action: 'bet', roundId: expect.any(String), amount: 100 },
      {
        action: 'win',
        roundId: wallet.calls[0]!.roundId,
        amount: Math.round(answer.roundWin * 100),
        finished: true,
      },
    ]);
    const lines = answer.wins.reduce((sum, win) => sum + win.amount, 0) + answer.scatter.amount;
    expect(answer.spinWin).toBeCloseTo(lines, 1);
    expect(answer.balance * 100).toBe(wallet.balance());
  });

  it('plays free spins as one round that a new session resumes, refusing a buy or another bet meanwhile', async () => {
    const game = await gameOf((g) => g.kind === 'slot' && g.custom_category === 'buy-bonuses');
    const { ctx, session } = await setUp(game.id);
    const wallet = fakeWallet(10_000_000);
    const trigger = await spinToFreeSpins(ctx, wallet.deps, session, 1);
    const roundId = wallet.calls.at(-1)!.roundId;
    expect(trigger.freeSpins!.won).toBeGreaterThanOrEqual(10);
    expect(wallet.calls.at(-1)).toMatchObject({ action: 'bet', amount: 100 });

    const reloaded = { ...session, token: 'session-2', createdAt: session.createdAt + 3_600_000 };
    await ctx.db.providerSessions.put(reloaded);
    const resumed = await slotConfig(ctx, wallet.deps, reloaded);
    expect(resumed.round).toMatchObject({ bet: 1, freeSpins: { left: trigger.freeSpins!.left } });
    expect(await codeOf(spinSlot(ctx, wallet.deps, reloaded, { bet: 1, buyBonus: true }))).toBe(
      SLOT_ERRORS.roundInProgress,
    );
    expect(await codeOf(spinSlot(ctx, wallet.deps, reloaded, { bet: 2 }))).toBe(SLOT_ERRORS.roundInProgress);

    const before = wallet.calls.length;
    let answer = trigger;
    let spins = 0;
    while (!answer.roundFinished) {
      answer = await spinSlot(ctx, wallet.deps, reloaded, { bet: 1 });
      spins += 1;
      expect(answer.multiplier).toBe(resumed.freeSpinMultiplier);
    }
    expect(spins).toBe(answer.freeSpins!.total);
    expect(wallet.calls.slice(before)).toEqual([
      { action: 'win', roundId, amount: Math.round(answer.roundWin * 100), finished: true },
    ]);
    expect((await slotConfig(ctx, wallet.deps, reloaded)).round).toBeNull();
  });

  it('sells the bonus of a buy-bonuses game at its price: one bet, its free spins, one win', async () => {
    const game = await gameOf((g) => g.kind === 'slot' && g.custom_category === 'buy-bonuses');
    const { ctx, session } = await setUp(game.id);
    const wallet = fakeWallet(10_000_000);
    const config = await slotConfig(ctx, wallet.deps, session);
    expect(config.buyPrice).toBeGreaterThan(10);
    let answer = await spinSlot(ctx, wallet.deps, session, { bet: 2, buyBonus: true });
    expect(answer.freeSpins).toMatchObject({ left: config.buyFreeSpins, won: config.buyFreeSpins });
    expect(wallet.calls).toEqual([
      { action: 'bet', roundId: expect.any(String), amount: Math.round(200 * config.buyPrice!) },
    ]);
    while (!answer.roundFinished) answer = await spinSlot(ctx, wallet.deps, session, { bet: 2 });
    expect(wallet.calls).toHaveLength(2);
    expect(wallet.calls[1]).toMatchObject({
      action: 'win',
      finished: true,
      roundId: wallet.calls[0]!.roundId,
    });
  });

  it('refuses a bonus on a game that does not sell one, and a slot call for a scratch card', async () => {
    const plain = await gameOf((g) => g.kind === 'slot' && g.custom_category === null);
    const { ctx, session } = await setUp(plain.id);
    const wallet = fakeWallet(10_000_000);
    expect(await codeOf(spinSlot(ctx, wallet.deps, session, { bet: 1, buyBonus: true }))).toBe(
      SLOT_ERRORS.noBonusForSale,
    );
    const instant = await gameOf((g) => g.kind === 'instant');
    const card = { ...session, token: 'card', gameId: instant.id };
    await ctx.db.providerSessions.put(card);
    expect(await codeOf(spinSlot(ctx, wallet.deps, card, { bet: 1 }))).toBe(SLOT_ERRORS.wrongGame);
    expect(wallet.calls).toEqual([]);
  });

  it('plays a scratch card as a round of its own', async () => {
    const instant = await gameOf((g) => g.kind === 'instant');
    const { ctx, session } = await setUp(instant.id);
    const wallet = fakeWallet(100_000);
    const card = await playInstant(ctx, wallet.deps, session, { bet: 1 });
    expect(card.cells).toHaveLength(9);
    expect(wallet.calls).toEqual([
      { action: 'bet', roundId: expect.any(String), amount: 100 },
      {
        action: 'win',
        roundId: wallet.calls[0]!.roundId,
        amount: Math.round(card.win * 100),
        finished: true,
      },
    ]);
    if (card.prize !== null) expect(card.cells.filter((cell) => cell === card.prize)).toHaveLength(3);
  });
});
