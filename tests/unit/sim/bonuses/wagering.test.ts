/**
 * Bonus wagering (community.md §9): accepted wagers unfreeze every active bonus and convert it at its
 * requirement (ledger rows, BonusBalanceTransferred, a notification); live games, poker, cards and futures do
 * not count; refunds take back, never below zero; the $10 rule also converts a bonus that fell under $10.
 */
import { describe, expect, it, vi } from 'vitest';
import { USER_EVENTS, userChannel, type Bonus } from '@contract/index';
import { limbo, play } from '../../sim-games/helpers';
import { ledgerProblems, login, register, startWorld, type World } from '../world';
import { balanceOf, bonusBalanceProblems, bonusesOf, grant, ledgerRows, wager } from './helpers';

const usd = (dollars: number) => dollars * 100;

/** A player holding a $20 bonus at x30: $600 to wager. */
async function holder(world: World) {
  const account = await register(world);
  const bonus = await grant(world, { userId: account.user._id });
  return { ...account, userId: account.user._id, bonusId: bonus._id };
}

const progress = ({ wagered, frozenValue }: Bonus) => ({ wagered, frozenValue });

describe('bonus wagering', () => {
  it('counts accepted games and leaves out live, poker, cards and futures', async () => {
    const world = await startWorld();
    const { token, userId } = await holder(world);
    for (const source of ['live', 'poker', 'cards', 'futures'] as const)
      await wager(world, { userId, source, stake: usd(100) });
    await wager(world, { userId, demo: true, stake: usd(100) });
    expect((await bonusesOf(world, token)).map(progress)).toEqual([{ wagered: 0, frozenValue: 20 }]);

    await wager(world, { userId, source: 'originals', stake: usd(100) });
    await wager(world, { userId, source: 'slots', stake: usd(50) });
    await wager(world, { userId, source: 'sport', stake: usd(50) });
    // $200 of $600: a third unfrozen, to the cent.
    expect((await bonusesOf(world, token)).map(progress)).toEqual([{ wagered: 200, frozenValue: 13.33 }]);
  });

  it('takes back a refunded stake, never below zero', async () => {
    const world = await startWorld();
    const { token, userId } = await holder(world);
    await wager(world, { userId, stake: usd(100) });
    await wager(world, { userId, stake: -usd(40) });
    expect((await bonusesOf(world, token)).map(progress)).toEqual([{ wagered: 60, frozenValue: 18 }]);
    await wager(world, { userId, stake: -usd(500) });
    expect((await bonusesOf(world, token)).map(progress)).toEqual([{ wagered: 0, frozenValue: 20 }]);
  });

  it('converts at the requirement: ledger rows, the event after commit and a notification', async () => {
    const world = await startWorld();
    const { token, userId, bonusId } = await holder(world);
    await wager(world, { userId, stake: usd(599) });
    expect(await bonusesOf(world, token)).toHaveLength(1);
    await wager(world, { userId, stake: usd(1) });

    expect(await bonusesOf(world, token)).toEqual([]);
    expect(await balanceOf(world, userId, 'real')).toBe(usd(20));
    expect(await balanceOf(world, userId, 'bonus')).toBe(0);
    expect(await ledgerRows(world, userId)).toEqual([
      { kind: 'bonus', delta: usd(20), reason: 'bonus_grant', currency: 'usdt' },
      { kind: 'bonus', delta: -usd(20), reason: 'bonus_transfer', currency: 'usdt' },
      { kind: 'real', delta: usd(20), reason: 'bonus_transfer', currency: 'usdt' },
    ]);
    expect(world.broadcasts).toContainEqual({
      channel: userChannel(userId),
      event: USER_EVENTS.bonusBalanceTransferred,
      payload: { bonusId, currency: 'usdt', value: 20 },
    });
    const { db } = await world.sim.context();
    expect(await db.notifications.toArray()).toEqual([
      expect.objectContaining({ userId, icon: 'bonus', text: expect.stringContaining('unlocked') }),
    ]);
    expect(await db.bonuses.get(bonusId)).toMatchObject({ status: 'transferred', wageredMicroUsd: 600e6 });
    // A converted bonus is done: more play changes nothing of it.
    await wager(world, { userId, stake: usd(100) });
    expect(await db.bonuses.get(bonusId)).toMatchObject({ wageredMicroUsd: 600e6 });
    expect(await ledgerProblems(world)).toEqual([]);
    expect(await bonusBalanceProblems(world)).toEqual([]);
  });

  it('counts the whole stake toward each active bonus', async () => {
    const world = await startWorld();
    const { token, userId } = await holder(world);
    await grant(world, { userId, value: usd(50), multiplier: 10 });
    await wager(world, { userId, stake: usd(500) });
    // The $50 bonus at x10 converted; the $20 one at x30 counted the same $500.
    expect((await bonusesOf(world, token)).map(progress)).toEqual([{ wagered: 500, frozenValue: 3.33 }]);
    expect(await balanceOf(world, userId, 'real')).toBe(usd(50));
    expect(await bonusBalanceProblems(world)).toEqual([]);
  });

  it('converts a bonus that fell under $10 at the next wager (the $10 rule)', async () => {
    const world = await startWorld();
    const { userId } = await register(world).then(({ user }) => ({ userId: user._id }));
    const ctx = await world.sim.context();
    const btc = ctx.prices.currency('btc')!;
    const worth20 = Math.round((20 / btc.price) * 1e8);
    await grant(world, { userId, currency: 'btc', value: worth20 });
    const price = vi.spyOn(ctx.prices, 'currency');
    // The coin loses three quarters: the bonus is now worth $5.
    price.mockImplementation((id) => (id === 'btc' ? { ...btc, price: btc.price / 4 } : undefined));
    await wager(world, { userId, currency: 'btc', stake: 1_000 });
    price.mockRestore();
    expect(await balanceOf(world, userId, 'real', 'btc')).toBe(worth20);
    expect(await balanceOf(world, userId, 'bonus', 'btc')).toBe(0);
  });

  it('counts a real bet of an in-house game through its own transaction', async () => {
    const world = await startWorld();
    const { token, user } = await login(world, 'player', 'player123');
    await grant(world, { userId: user._id });
    const reply = await play(world, token, limbo(10));
    expect(reply.body).toMatchObject({ id: expect.any(String) });
    const [bonus] = await bonusesOf(world, token);
    expect(bonus!.wagered).toBe(10);
    expect(await ledgerProblems(world)).toEqual([]);
  });
});
