/**
 * The analytics' revenue equals the ledger's (issue 11 §4 "analytics sums equal ledger sums"): a player bets in
 * the in-house games, plays a third-party round and trades over two days, with demo play beside it; each
 * product's 24-hour and per-day revenue is then compared with a direct sum over the ledger's rows, and again
 * after the history's pruning has folded those rows.
 */
import { describe, expect, it } from 'vitest';
import type { ProfitAnswer } from '@contract/analytics';
import { pruneHistory } from '../../../src/sim/world/population';
import { aSlot } from '../provider-seam/helpers';
import { limbo, login, play, table, type Table } from '../sim-games/helpers';
import {
  DAY,
  HOUR,
  directSums,
  isCasino,
  isFutures,
  isSport,
  ledgerRows,
  sportRows,
  tradeRows,
} from './helpers';

async function playSession(t: Table, slotId: string) {
  // Hours pass between sessions: the player signs in again, as the session has expired meanwhile.
  t.token = (await login(t.world, 'player', 'player123')).token;
  const { world, token, userId } = t;
  for (let bet = 0; bet < 4; bet += 1) expect((await play(world, token, limbo(2, 1.5))).status).toBe(200);
  // Demo play is no revenue (the top-up is refused while the demo balance is not zero).
  await world.call('POST', '/api/user/demo', { currency: 'usdt' }, token);
  expect((await play(world, token, limbo(5, 1.5, { demo: true }))).status).toBe(200);
  const round = { game: slotId, currency: 'usdt', demo: false, userId };
  await world.sim.control.playProviderRound({ ...round, stake: 3, payout: 1 });
  await world.sim.control.playProviderRound({ ...round, stake: 1, payout: 6 });
  const ctx = await world.sim.context();
  await tradeRows(ctx, userId, 400, 0);
  await tradeRows(ctx, userId, 200, 500);
  await sportRows(ctx, userId, 300, 0);
  await sportRows(ctx, userId, 100, 450);
}

const profit = (t: Table, product: string, timeframe = 7) =>
  t.world.call<ProfitAnswer>('POST', `/analytics/expectedProfit/${product}`, { timeframe });

async function expectLedgerSums(t: Table) {
  const ctx = await t.world.sim.context();
  const rows = await ledgerRows(t.world);
  const now = t.world.clock.now();
  for (const [product, test] of [
    ['slots', isCasino],
    ['futures', isFutures],
    ['sport', isSport],
  ] as const) {
    const { perDay, last24h } = directSums(ctx, rows, test, now);
    const { status, body } = await profit(t, product);
    expect(status).toBe(200);
    expect(body.totalProfit).toBeCloseTo(last24h, 2);
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data)
      expect(item.metrics.profit).toBeCloseTo(perDay.get(item.dimensions.date) ?? 0, 2);
    // Every day with revenue is in the answer.
    expect([...perDay.keys()].every((day) => body.data.some((item) => item.dimensions.date === day))).toBe(
      true,
    );
  }
}

describe('the analytics and the ledger', () => {
  it("each product's 24-hour and per-day revenue equals the direct sum over the ledger's rows", async () => {
    const t = await table();
    const slot = await aSlot();
    await playSession(t, slot.id);
    await t.world.sim.control.advance(5 * HOUR);
    await playSession(t, slot.id);
    await t.world.sim.control.advance(DAY);
    await playSession(t, slot.id);
    await expectLedgerSums(t);
    // The 24 hours have moved past the first session: only the later rows count now.
    await t.world.sim.control.advance(20 * HOUR);
    await expectLedgerSums(t);
  });

  it('keeps the same figures after the history folds the ledger rows they came from', async () => {
    const t = await table();
    const slot = await aSlot();
    await playSession(t, slot.id);
    await t.world.sim.control.advance(3 * HOUR);
    await playSession(t, slot.id);
    const before = await Promise.all(['slots', 'futures'].map((product) => profit(t, product, 30)));
    const rowsBefore = (await ledgerRows(t.world)).length;
    // More play after the last call, then a fold of nearly everything: the roll-up must count it first.
    await playSession(t, slot.id);
    const ctx = await t.world.sim.context();
    const expected = directSums(ctx, await ledgerRows(t.world), isCasino, t.world.clock.now());
    const pruned = await pruneHistory(ctx, [t.userId], { bets: 1, ledgerRows: 2 });
    expect(pruned.ledgerRows).toBeGreaterThan(0);
    expect((await ledgerRows(t.world)).length).toBeLessThan(rowsBefore);
    const casino = await profit(t, 'slots', 30);
    expect(casino.body.totalProfit).toBeCloseTo(expected.last24h, 2);
    expect(casino.body.totalProfit).not.toBeCloseTo(before[0]!.body.totalProfit, 2);
  });
});
