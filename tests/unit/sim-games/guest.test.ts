/**
 * The world's guest: a demo wallet worth $1,000 of each currency through ledger rows, topped up whenever a
 * balance is zero, demo play with its own seed pair, and an open game the guest can restore.
 */
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../src/sim/context';
import {
  balanceMinor,
  finish,
  keno,
  ledgerProblems,
  mines,
  play,
  restore,
  table,
  withInHouse,
} from './helpers';

const wallet = async (t: Awaited<ReturnType<typeof table>>) =>
  (await t.world.call<{ balances: Record<string, number> }>('POST', '/api/guest/wallet')).body.balances;

describe('guest demo wallet and play', () => {
  it('holds $1,000 of each currency, from ledger rows, given once while non-zero', async () => {
    const t = await table();
    const balances = await wallet(t);
    expect(Object.keys(balances).sort()).toEqual(CURRENCIES.map((currency) => currency.id).sort());
    const { prices } = await t.world.sim.context();
    for (const currency of prices.all()) {
      expect(balances[currency.id]! * currency.price).toBeCloseTo(1000, 0);
    }
    expect(balances.usdt).toBe(1000);
    const ctx = await t.world.sim.context();
    const rows = await ctx.db.ledger.where('userId').equals('guest').toArray();
    expect(rows).toHaveLength(CURRENCIES.length);
    expect(rows.every((row) => row.kind === 'demo' && row.reason === 'demo_topup')).toBe(true);
    expect(await wallet(t)).toEqual(balances);
    expect(await ctx.db.ledger.where('userId').equals('guest').count()).toBe(CURRENCIES.length);
    expect(await ledgerProblems(t.world)).toEqual([]);
    // The guest's row cannot be signed in to.
    const signIn = await t.world.call('POST', '/auth/login', {
      login: 'guest',
      password: 'guest',
      captcha: 'x',
    });
    expect(signIn.status).not.toBe(200);
  });

  it('plays demo, debiting and crediting the guest wallet, and is topped up again at zero', () =>
    withInHouse({ maxBetEur: null }, async () => {
      const t = await table();
      await wallet(t);
      const answer = await play(t.world, null, keno(400, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { demo: true }));
      expect(answer.status).toBe(200);
      expect(Math.round(answer.body.balance * 100)).toBe(
        await balanceMinor(t.world, 'guest', 'usdt', 'demo'),
      );
      expect(answer.body.balance).toBeCloseTo(1000 - 400 + answer.body.game.payout, 6);
      // Spend the rest (as a losing streak would): the next call finds zero and tops up again.
      const ctx = await t.world.sim.context();
      const left = await balanceMinor(t.world, 'guest', 'usdt', 'demo');
      await ctx.ledger.transact(
        [],
        (tx) =>
          tx
            .apply({
              userId: 'guest',
              currency: 'usdt',
              kind: 'demo',
              delta: -left,
              reason: 'test',
              ref: 'test',
            })
            .then(() => undefined) as Promise<void>,
      );
      const replay = await play(t.world, null, keno(1, [1, 2], { demo: true }));
      expect(replay.body.balance).toBeCloseTo(1000 - 1 + replay.body.game.payout, 6);
      const rest = await balanceMinor(t.world, 'guest', 'usdt', 'demo');
      await ctx.ledger.transact(
        [],
        (tx) =>
          tx
            .apply({
              userId: 'guest',
              currency: 'usdt',
              kind: 'demo',
              delta: -rest,
              reason: 'test',
              ref: 'test',
            })
            .then(() => undefined) as Promise<void>,
      );
      expect((await wallet(t)).usdt).toBe(1000);
      expect(await ledgerProblems(t.world)).toEqual([]);
    }));

  it('a first demo Play tops the guest up without a wallet call', async () => {
    const t = await table();
    const answer = await play(t.world, null, keno(0.001, [1], { demo: true, currency: 'eth' }));
    expect(answer.status).toBe(200);
    const ctx = await t.world.sim.context();
    const topUps = await ctx.db.ledger.where('ref').startsWith('demo-topup-').toArray();
    expect(topUps.map((row) => [row.userId, row.currency])).toEqual([['guest', 'eth']]);
  });

  it('keeps the guest extended game open across calls until it is finished', async () => {
    const t = await table();
    const opened = (await play(t.world, null, mines(1, 2, { demo: true }))).body;
    expect((await restore(t.world, null)).body.game).toMatchObject({
      id: opened.id,
      demo: true,
      api_id: 'mines',
    });
    // A signed-in player does not see it.
    expect((await restore(t.world, t.token)).body.game).toBeNull();
    expect((await finish(t.world, null, opened.id)).body.game.status).toBe('cancelled');
    expect((await restore(t.world, null)).body.game).toBeNull();
  });
});
