/**
 * What a money transaction announces: one BalanceModification per change, after the commit, each carrying the
 * currency's real and demo balances as the transaction left them (read inside it, not after), and nothing for
 * a transaction that failed.
 */
import { describe, expect, it } from 'vitest';
import { USER_EVENTS, fromMinor, userChannel, type BalanceModification } from '@contract/index';
import { InsufficientFunds, type BalanceChange } from '../../../src/sim/services/ledger';
import { register, startWorld } from './world';

const BTC_DECIMALS = 8;
const btc = (minor: number) => fromMinor(minor, BTC_DECIMALS);

describe('a money transaction announces', () => {
  it('each change with both kinds of the currency as the transaction left them', async () => {
    const world = await startWorld({ seed: 'ledger-events' });
    const { user } = await register(world);
    const ctx = await world.sim.context();
    const change = (kind: 'real' | 'demo', delta: number): BalanceChange => ({
      userId: user._id,
      currency: 'btc',
      kind,
      delta,
      reason: 'adjustment',
      ref: `test-${kind}-${delta}`,
    });
    const announced = () =>
      world.broadcasts
        .filter(
          (entry) =>
            entry.channel === userChannel(user._id) && entry.event === USER_EVENTS.balanceModification,
        )
        .map((entry) => entry.payload as BalanceModification);

    await ctx.ledger.transact([], async (tx) => {
      await tx.apply(change('demo', 500));
      await tx.apply(change('real', 300));
      // Nothing goes out before the commit.
      expect(announced()).toEqual([]);
    });
    await ctx.ledger.transact([], async (tx) => void (await tx.apply(change('real', -100))));
    await expect(
      ctx.ledger.transact([], async (tx) => {
        await tx.apply(change('demo', 1));
        await tx.apply(change('real', -1_000));
      }),
    ).rejects.toBeInstanceOf(InsufficientFunds);

    const event = (delta: number, kind: 'real' | 'demo', real: number, demo: number) => ({
      currency: 'btc',
      balance: { real: btc(real), demo: btc(demo) },
      delta: btc(delta),
      kind,
      reason: 'adjustment',
    });
    expect(announced()).toEqual([
      event(500, 'demo', 300, 500),
      event(300, 'real', 300, 500),
      event(-100, 'real', 200, 500),
    ]);
    expect(await ctx.ledger.pair(user._id, 'btc')).toEqual({ real: btc(200), demo: btc(500) });
  });
});
