/** control.wagerFor: QA's real bets for a player, through the play path, until the dollars are wagered. */
import { describe, expect, it } from 'vitest';
import { ledgerProblems, login, register, startWorld } from '../world';
import { totals, vipAnswer } from './helpers';

describe('control.wagerFor', () => {
  it('plays real bets until the amount is wagered, and the VIP total shows it', async () => {
    const world = await startWorld();
    const player = await login(world, 'player', 'player123');
    const answer = await world.sim.control.wagerFor('Player', 120);
    expect(answer.wageredUsd).toBe(120);
    expect(answer.currency).toBe('usdt');
    expect(answer.bets).toBeGreaterThanOrEqual(1);
    expect((await vipAnswer(world, player.token)).data?.wagered).toBe(120);
    const ctx = await world.sim.context();
    const bets = await ctx.db.bets.where('userId').equals(player.user._id).toArray();
    expect(bets.map((bet) => [bet.game, bet.demo])).toEqual(bets.map(() => ['limbo', false]));
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('stops when the balance runs out', async () => {
    const world = await startWorld();
    const { login: name, user } = await register(world);
    expect(await world.sim.control.wagerFor(name, 100)).toEqual({
      wageredUsd: 0,
      bets: 0,
      currency: 'usdt',
      balance: 0,
    });
    expect(await totals(world, user._id)).toBeUndefined();
  });

  it('refuses an unknown player, currency or amount', async () => {
    const world = await startWorld();
    await expect(world.sim.control.wagerFor('nobody', 10)).rejects.toThrow(RangeError);
    await expect(world.sim.control.wagerFor('player', 10, 'xyz')).rejects.toThrow(RangeError);
    await expect(world.sim.control.wagerFor('player', 0)).rejects.toThrow(RangeError);
  });
});
