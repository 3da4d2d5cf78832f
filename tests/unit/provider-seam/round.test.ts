import { describe, expect, it } from 'vitest';
import { providerBet, providerWin } from '../../../src/sim/domains/provider/wallet-client';
import { aSlot, ledgerProblems, player, realBalance, session } from './helpers';

describe('a round through the wallet callbacks', () => {
  it('debits the bet, credits the win and records the finished round as a bet (nonce -1)', async () => {
    const p = await player();
    const slot = await aSlot();
    const s = await session(p, slot.id);
    const ctx = await p.world.sim.context();
    const before = await realBalance(p);
    const after = await providerBet(ctx, s, { roundId: 'r1', amount: 1_000 });
    expect(after).toBe(before - 1_000);
    const won = await providerWin(ctx, s, { roundId: 'r1', amount: 2_500, finished: true });
    expect(won).toBe(before + 1_500);
    const bets = await ctx.db.bets.where('userId').equals(p.userId).toArray();
    expect(bets.at(-1)).toMatchObject({ game: slot.id, stake: 1_000, payout: 2_500, nonce: -1 });
    expect(await ledgerProblems(p.world)).toEqual([]);
  });
});
