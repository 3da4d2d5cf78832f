import { describe, expect, it } from 'vitest';
import type { PokerLeaveAnswer, PokerLobby, PokerTableState } from '@contract/provider/poker';
import type { ProviderCallAnswer } from '@contract/sim-api';
import { ledgerProblems, player, realBalance, session, type Player } from '../provider-seam/helpers';

async function call<T>(p: Player, token: string, method: string, params?: unknown): Promise<T> {
  const answer: ProviderCallAnswer = await p.world.sim.provider.call(token, method, params);
  if (!answer.ok) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
  return answer.result as T;
}

const demoBalance = async (p: Player, currency = 'usdt') => {
  const ctx = await p.world.sim.context();
  return (await ctx.ledger.balance(p.userId, currency, 'demo'))?.amount ?? 0;
};

describe("the poker room's money, through the provider wallet", () => {
  it('buys a seat with real money, gives the stack back on leaving and records the stay as one round', async () => {
    const p = await player();
    const launched = await p.world.call<{ session: string; game: { bonusAccepted: boolean } }>(
      'POST',
      '/api/game/launch',
      { id: 'holdem-poker-room', demo: false, currency: 'usdt' },
      p.token,
    );
    expect(launched.status).toBe(200);
    // Bonus balance is never accepted at the tables (community.md §9).
    expect(launched.body.game.bonusAccepted).toBe(false);
    const token = launched.body.session;
    const lobby = await call<PokerLobby>(p, token, 'poker.lobby');
    expect(lobby.tables.map((table) => table.blinds.big)).toEqual([10, 10, 100, 1000]);
    expect(lobby.chip.currency).toBe('usdt');

    const before = await realBalance(p);
    const state = await call<PokerTableState>(p, token, 'poker.sit', {
      table: 'nl10-bluebird',
      buyIn: 1_000,
    });
    expect(state.you.seat).not.toBeNull();
    const ctx = await p.world.sim.context();
    const stay = (await ctx.db.pokerStays.where('userId').equals(p.userId).toArray())[0]!;
    // $10 of USDT at its price now: about 1,000 cents.
    expect(Math.abs(stay.buyInMinor - 1_000)).toBeLessThan(30);
    expect(await realBalance(p)).toBe(before - stay.buyInMinor);

    const left = await call<PokerLeaveAnswer>(p, token, 'poker.leave', { table: 'nl10-bluebird' });
    expect(left).toEqual({ pending: false, cashedOut: stay.buyInMinor / 100 });
    expect(await realBalance(p)).toBe(before);
    const bets = await ctx.db.bets.where('userId').equals(p.userId).toArray();
    expect(bets.at(-1)).toMatchObject({
      game: 'holdem-poker-room',
      stake: stay.buyInMinor,
      payout: stay.buyInMinor,
    });
    expect(await ledgerProblems(p.world)).toEqual([]);
  });

  it('plays demo money from the demo balance and leaves the real balance alone', async () => {
    const p = await player();
    expect((await p.world.call('POST', '/api/user/demo', { currency: 'usdt' }, p.token)).status).toBe(200);
    const demo = await session(p, 'holdem-poker-room', { demo: true });
    const real = await realBalance(p);
    const demoBefore = await demoBalance(p);
    await call(p, demo.token, 'poker.sit', { table: 'nl10-harbour', buyIn: 400 });
    const ctx = await p.world.sim.context();
    const stay = (await ctx.db.pokerStays.where('userId').equals(p.userId).toArray())[0]!;
    expect(await demoBalance(p)).toBe(demoBefore - stay.buyInMinor);
    expect(await realBalance(p)).toBe(real);
  });

  it("refuses bad calls with the provider's codes and changes nothing", async () => {
    const p = await player();
    const s = await session(p, 'holdem-poker-room');
    const before = await realBalance(p);
    await expect(call(p, s.token, 'poker.sit', { table: 'nowhere', buyIn: 1_000 })).rejects.toMatchObject({
      code: 'TABLE_NOT_FOUND',
    });
    await expect(
      call(p, s.token, 'poker.sit', { table: 'nl10-bluebird', buyIn: '1000' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      call(p, s.token, 'poker.sit', { table: 'nl1000-summit', buyIn: 100_000 }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    await expect(
      call(p, s.token, 'poker.act', { table: 'nl10-bluebird', action: 'check' }),
    ).rejects.toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(await realBalance(p)).toBe(before);
    const ctx = await p.world.sim.context();
    expect(await ctx.db.pokerStays.count()).toBe(0);
  });
});
