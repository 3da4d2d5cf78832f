/**
 * A third-party round at the operator: recorded as a bet once the provider finishes it (stake = its bets,
 * payout = its wins, the catalogue's name and art, nonce -1), listed like the in-house bets (All, High rollers
 * from $100, the player's own), sent to the live feed, and counted in the weekly race.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_EVENTS, type BetPage, type LiveGameEvent } from '@contract/index';
import { providerBet, providerWin } from '../../../src/sim/domains/provider/wallet-client';
import { aSlot, ledgerProblems, player, realBalance, session } from './helpers';

describe('a round through the wallet callbacks', () => {
  it('debits the bets, credits the wins and records the finished round as one bet (nonce -1)', async () => {
    const p = await player();
    const slot = await aSlot();
    const s = await session(p, slot.id);
    const ctx = await p.world.sim.context();
    const before = await realBalance(p);
    expect(await providerBet(ctx, s, { roundId: 'r1', amount: 1_000 })).toBe(before - 1_000);
    expect(await providerWin(ctx, s, { roundId: 'r1', amount: 300, finished: false })).toBe(before - 700);
    expect(await ctx.db.bets.where('userId').equals(p.userId).count()).toBe(0);
    expect(await providerBet(ctx, s, { roundId: 'r1', amount: 500 })).toBe(before - 1_200);
    expect(await providerWin(ctx, s, { roundId: 'r1', amount: 2_200, finished: true })).toBe(before + 1_000);
    const bets = await ctx.db.bets.where('userId').equals(p.userId).toArray();
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({
      game: slot.id,
      stake: 1_500,
      payout: 2_500,
      nonce: -1,
      status: 'finished',
      title: { name: slot.name, image: slot.icon },
    });
    expect(await ledgerProblems(p.world)).toEqual([]);
  });

  it('lists a $100+ round in All and High rollers with its name, sends it to the feed, counts it in the race', async () => {
    const p = await player();
    const slot = await aSlot();
    const s = await session(p, slot.id);
    const ctx = await p.world.sim.context();
    const small = await session(p, slot.id);
    await providerBet(ctx, small, { roundId: 'a', amount: 200 });
    await providerWin(ctx, small, { roundId: 'a', amount: 0, finished: true });
    await providerBet(ctx, s, { roundId: 'b', amount: 15_000 });
    await providerWin(ctx, s, { roundId: 'b', amount: 30_000, finished: true });

    const page = async (scope: string) =>
      (await p.world.call<BetPage>('POST', '/api/bets', { scope, page: 1 }, p.token)).body.data;
    const high = await page('high');
    expect(high).toHaveLength(1);
    expect(high[0]).toMatchObject({ game: slot.id, gameName: slot.name, wager: 150, payout: 300, nonce: -1 });
    expect((await page('all')).map((bet) => bet.wager)).toEqual([150, 2]);
    expect((await page('my')).length).toBe(2);

    const feed = p.world.broadcasts
      .filter((sent) => sent.event === PUBLIC_EVENTS.liveGame)
      .map((sent) => sent.payload as LiveGameEvent);
    expect(feed.at(-1)).toMatchObject({
      game: { game: slot.id, wager: 150, profit: 300, status: 'win', bet_usd_converted: 150 },
      metadata: { id: slot.id, name: slot.name, image: slot.icon },
    });
    const race = (await ctx.db.raceEntries.toArray()).filter((entry) => entry.userId === p.userId);
    expect(race.reduce((sum, entry) => sum + entry.wagerMicroUsd, 0)).toBe(152_000_000);
  });

  it('keeps demo rounds out of High rollers and the race', async () => {
    const p = await player();
    const slot = await aSlot();
    const ctx = await p.world.sim.context();
    await p.world.call('POST', '/api/user/demo', { currency: 'usdt' }, p.token);
    const s = await session(p, slot.id, { demo: true });
    await providerBet(ctx, s, { roundId: 'd', amount: 20_000 });
    await providerWin(ctx, s, { roundId: 'd', amount: 0, finished: true });
    const [bet] = await ctx.db.bets.where('userId').equals(p.userId).toArray();
    expect(bet).toMatchObject({ demo: true, stake: 20_000 });
    expect(bet!.tags).not.toContain('high');
    expect((await ctx.db.raceEntries.toArray()).filter((entry) => entry.userId === p.userId)).toEqual([]);
  });
});
