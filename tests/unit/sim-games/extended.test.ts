/**
 * Extended games over Turn, Finish and RestoreData: mines played out, cashed out, cancelled and lost; an open
 * game that survives a reload of the world (a new createSim on the same database); whisper codes for bad ids
 * and actions; blackjack's extra stakes debited in the turn's transaction.
 */
import { describe, expect, it } from 'vitest';
import {
  HTTP,
  PLAY_ERRORS,
  WHISPER_CODES,
  verifyBet,
  type BetRecord,
  type SeedChangeAnswer,
  type TurnAnswer,
} from '@contract/index';
import {
  balanceMinor,
  errorOf,
  finish,
  info,
  ledgerProblems,
  login,
  mines,
  play,
  restore,
  rowCounts,
  startWorld,
  table,
  turn,
  type Reply,
} from './helpers';

interface MinesView {
  mines: number;
  revealed: number[];
  multiplier: number;
  mineTiles?: number[];
  hit?: number | null;
}

/** The mines of a bet, from its seeds (revealed by a seed change at the end of a test). */
async function minesOf(
  t: Awaited<ReturnType<typeof table>>,
  count: number,
  nonce: number,
): Promise<number[]> {
  const { body } = await t.world.call<SeedChangeAnswer>(
    'POST',
    '/api/user/client_seed_change',
    { client_seed: 'x' },
    t.token,
  );
  const { outcome } = verifyBet('mines', { ...body.revealed, nonce });
  return outcome.order.slice(0, count).sort((a, b) => a - b);
}

/** The active pair's server seed, read from the store (tests only), to know where the mines are. */
async function activeMines(
  t: Awaited<ReturnType<typeof table>>,
  betId: string,
  count: number,
): Promise<number[]> {
  const ctx = await t.world.sim.context();
  const bet = await ctx.db.bets.where('id').equals(betId).first();
  const pair = await ctx.db.seedPairs.get(bet!.seedPairId);
  const { outcome } = verifyBet('mines', {
    serverSeed: pair!.serverSeed,
    clientSeed: bet!.clientSeed,
    nonce: bet!.nonce,
  });
  return outcome.order.slice(0, count);
}

const safeTiles = (minesAt: number[]) =>
  Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !minesAt.includes(tile));

describe('mines over Turn and Finish', () => {
  it('reveals safe tiles, cashes out, credits the payout and settles the bet in one step', async () => {
    const t = await table();
    const start = await balanceMinor(t.world, t.userId, 'usdt');
    const opened = await play(t.world, t.token, mines(2, 3));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      type: 'extended',
      canBeFinished: true,
      balance: (start - 200) / 100,
    });
    expect(opened.body.game).toMatchObject({
      status: 'in-progress',
      wager: 2,
      payout: 2,
      profit: 0,
      win: false,
      delay: 0,
    });
    expect(JSON.stringify(opened.body.data)).not.toMatch(/mineTiles|order/);

    const minesAt = await activeMines(t, opened.body.id, 3);
    const [a, b] = safeTiles(minesAt);
    const first = await turn(t.world, t.token, opened.body.id, { tile: a });
    expect(first.body).toMatchObject({ type: 'continue', canBeFinished: true, id: opened.body.id });
    expect((first.body.data as MinesView).revealed).toEqual([a]);
    expect(first.body.game.status).toBe('in-progress');
    const second = await turn(t.world, t.token, opened.body.id, { tile: b });
    const cashOut = second.body.game.payout;
    expect(cashOut).toBeGreaterThan(2);
    expect(await balanceMinor(t.world, t.userId, 'usdt')).toBe(start - 200);

    const done = await finish(t.world, t.token, opened.body.id);
    expect(done.body).toMatchObject({ type: 'finish', canBeFinished: false });
    expect(done.body.game).toMatchObject({ status: 'finished', win: true, payout: cashOut, delay: 800 });
    expect((done.body.data as MinesView).mineTiles).toEqual([...minesAt].sort((x, y) => x - y));
    expect(await balanceMinor(t.world, t.userId, 'usdt')).toBe(start - 200 + Math.round(cashOut * 100));
    expect(done.body.balance * 100).toBeCloseTo(start - 200 + cashOut * 100, 6);
    expect((await restore(t.world, t.token)).body).toEqual({ game: null });

    const record = (await info(t.world, t.token, opened.body.id)).body;
    expect(record.info).toMatchObject({ status: 'win', splitTotal: 2, profit: cashOut, game: 'mines' });
    expect(await ledgerProblems(t.world)).toEqual([]);
    // The bet's ledger rows add up to its profit.
    const ctx = await t.world.sim.context();
    const rows = await ctx.db.ledger.where('ref').equals(opened.body.id).toArray();
    expect(rows.map((row) => row.reason)).toEqual(['bet', 'win']);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(Math.round(cashOut * 100) - 200);
  });

  it('a mine loses the stake and shows every mine; the game is then closed', async () => {
    const t = await table();
    const start = await balanceMinor(t.world, t.userId, 'usdt');
    const opened = (await play(t.world, t.token, mines(1, 5))).body;
    const minesAt = await activeMines(t, opened.id, 5);
    const lost = await turn(t.world, t.token, opened.id, { tile: minesAt[0] });
    expect(lost.body).toMatchObject({ type: 'lose', canBeFinished: false });
    expect(lost.body.game).toMatchObject({
      status: 'finished',
      win: false,
      payout: 0,
      multiplier: 0,
      profit: -1,
    });
    expect((lost.body.data as MinesView).hit).toBe(minesAt[0]);
    expect(await balanceMinor(t.world, t.userId, 'usdt')).toBe(start - 100);
    const again = await turn(t.world, t.token, opened.id, { tile: safeTiles(minesAt)[0] });
    expect(again.status).toBe(HTTP.notFound);
    expect(errorOf(again).code).toBe(WHISPER_CODES.invalidGameId);
    expect((await finish(t.world, t.token, opened.id)).status).toBe(HTTP.notFound);
  });

  it('Finish before any tile cancels: the stake comes back and the bet is not listed for others', async () => {
    const t = await table();
    const start = await balanceMinor(t.world, t.userId, 'usdt');
    const opened = (await play(t.world, t.token, mines(3, 3))).body;
    const cancelled = await finish(t.world, t.token, opened.id);
    expect(cancelled.body.game).toMatchObject({
      status: 'cancelled',
      payout: 3,
      profit: 0,
      win: false,
      delay: 0,
    });
    expect(await balanceMinor(t.world, t.userId, 'usdt')).toBe(start);
    const ctx = await t.world.sim.context();
    const rows = await ctx.db.ledger.where('ref').equals(opened.id).toArray();
    expect(rows.map((row) => [row.reason, row.delta])).toEqual([
      ['bet', -300],
      ['refund', 300],
    ]);
    const mine = (
      await t.world.call<{ data: BetRecord[] }>('POST', '/api/bets', { scope: 'my', page: 1 }, t.token)
    ).body;
    expect(mine.data.map((row) => [row.id, row.status])).toEqual([[opened.id, 'cancelled']]);
    const all = (await t.world.call<{ data: BetRecord[] }>('POST', '/api/bets', { scope: 'all', page: 1 }))
      .body;
    expect(all.data).toEqual([]);
    expect(await ledgerProblems(t.world)).toEqual([]);
  });

  it('refuses with whisper codes: 1 for unknown, foreign or missing ids, 3 for a malformed action, -6 for a tile again', async () => {
    const t = await table();
    const opened = (await play(t.world, t.token, mines(1, 1))).body;
    const minesAt = await activeMines(t, opened.id, 1);
    const safe = safeTiles(minesAt)[0]!;
    expect((await turn(t.world, t.token, opened.id, { tile: safe })).status).toBe(200);
    const before = await rowCounts(t.world);
    const { db } = await t.world.sim.context();
    const openBefore = await db.openGames.get(t.userId);

    const admin = await login(t.world, 'admin', 'admin123');
    const refusals: Array<[Promise<Reply<TurnAnswer>>, number, number]> = [
      [turn(t.world, t.token, 'no-such-bet', { tile: 3 }), HTTP.notFound, WHISPER_CODES.invalidGameId],
      [turn(t.world, admin.token, opened.id, { tile: 3 }), HTTP.notFound, WHISPER_CODES.invalidGameId],
      [turn(t.world, null, opened.id, { tile: 3 }), HTTP.notFound, WHISPER_CODES.invalidGameId],
      [finish(t.world, admin.token, opened.id), HTTP.notFound, WHISPER_CODES.invalidGameId],
      [turn(t.world, t.token, opened.id, { tile: 25 }), HTTP.badRequest, WHISPER_CODES.invalidApiOperation],
      [turn(t.world, t.token, opened.id, { tile: 'a' }), HTTP.badRequest, WHISPER_CODES.invalidApiOperation],
      [turn(t.world, t.token, opened.id, null), HTTP.badRequest, WHISPER_CODES.invalidApiOperation],
      [turn(t.world, t.token, opened.id, { tile: safe }), HTTP.badRequest, -6],
    ];
    for (const [reply, status, code] of refusals) {
      const answer = await reply;
      expect([answer.status, errorOf(answer).code]).toEqual([status, code]);
    }
    for (const data of [null, 'x', { id: 5 }, { id: '' }, {}]) {
      const reply = await t.world.sim.whisper({ token: t.token, event: 'Turn', data });
      expect(errorOf(reply as Reply<unknown>).code).toBe(WHISPER_CODES.invalidGameId);
    }
    expect(errorOf(await turn(t.world, t.token, opened.id, { tile: safe })).message).toBe(PLAY_ERRORS['-6']);
    expect(await rowCounts(t.world)).toEqual(before);
    expect(await db.openGames.get(t.userId)).toEqual(openBefore);
  });

  it('a second Play while the game is open is -6; the open game is untouched', async () => {
    const t = await table();
    const opened = (await play(t.world, t.token, mines(1, 3))).body;
    const second = await play(t.world, t.token, mines(1, 3));
    expect(errorOf(second)).toEqual({ code: -6, message: PLAY_ERRORS['-6'] });
    const restored = (await restore(t.world, t.token)).body.game;
    expect(restored?.id).toBe(opened.id);
    const { db } = await t.world.sim.context();
    expect(await db.bets.count()).toBe(1);
  });
});

describe('an open game survives a reload', () => {
  it('RestoreData on a new createSim over the same database gives the game back, and it plays on', async () => {
    const dbName = `sim-games-reload-${crypto.randomUUID()}`;
    const t = await table({ dbName, seed: 'reload-seed' });
    const opened = (await play(t.world, t.token, mines(5, 4, { quick: true }))).body;
    const minesAt = await activeMines(t, opened.id, 4);
    const [a, b, c] = safeTiles(minesAt);
    const step1 = (await turn(t.world, t.token, opened.id, { tile: a })).body;
    await turn(t.world, t.token, opened.id, { tile: b });
    const balanceBefore = await balanceMinor(t.world, t.userId, 'usdt');
    await t.world.sim.close();

    const reloaded = await startWorld({ dbName, seed: 'reload-seed' });
    const t2 = { ...t, world: reloaded };
    const { game } = (await restore(reloaded, t.token)).body;
    expect(game).toMatchObject({ api_id: 'mines', id: opened.id, bet: 5, currency: 'usdt', demo: false });
    expect(game!.state).toMatchObject({ status: 'in-progress', wager: 5 });
    expect(game!.state.payout).toBeGreaterThan(step1.game.payout);
    expect((game!.data as MinesView).revealed).toEqual([a, b]);
    expect(JSON.stringify(game)).not.toMatch(/mineTiles|order/);
    expect(await balanceMinor(reloaded, t.userId, 'usdt')).toBe(balanceBefore);

    const step3 = (await turn(reloaded, t.token, opened.id, { tile: c })).body;
    expect((step3.data as MinesView).revealed).toEqual([a, b, c]);
    const done = (await finish(reloaded, t.token, opened.id)).body;
    expect(done.game.status).toBe('finished');
    expect(done.game.delay).toBe(0);
    expect(await balanceMinor(reloaded, t.userId, 'usdt')).toBe(
      balanceBefore + Math.round(done.game.payout * 100),
    );
    expect(await ledgerProblems(reloaded)).toEqual([]);
    // The mines were where the seeds say (the seed change reveals the pair's server seed).
    expect(await minesOf(t2, 4, 0)).toEqual([...minesAt].sort((x, y) => x - y));
  });
});

describe('blackjack extra stakes', () => {
  it('has no cash out, and a double is debited in the turn and settled with the hand', async () => {
    const t = await table();
    let doubled = false;
    for (let round = 0; round < 40 && !doubled; round++) {
      const opened = (
        await play(t.world, t.token, {
          api_id: 'blackjack',
          bet: 1,
          demo: false,
          currency: 'usdt',
          quick: true,
          data: {},
        })
      ).body;
      if (opened.game.status !== 'in-progress') continue;
      expect(opened.canBeFinished).toBe(false);
      const refused = await finish(t.world, t.token, opened.id);
      expect(errorOf(refused).code).toBe(-6);
      let view = opened.data as { actions: string[] };
      if (view.actions.includes('noInsurance')) {
        const answer = (await turn(t.world, t.token, opened.id, { action: 'noInsurance' })).body;
        if (answer.game.status !== 'in-progress') continue;
        view = answer.data as { actions: string[] };
      }
      if (!view.actions.includes('double')) {
        let answer = (await turn(t.world, t.token, opened.id, { action: 'stand' })).body;
        while (answer.game.status === 'in-progress')
          answer = (await turn(t.world, t.token, opened.id, { action: 'stand' })).body;
        continue;
      }
      const before = await balanceMinor(t.world, t.userId, 'usdt');
      const answer = (await turn(t.world, t.token, opened.id, { action: 'double' })).body;
      expect(answer.game.wager).toBe(2);
      expect(answer.game.status).toBe('finished');
      expect(await balanceMinor(t.world, t.userId, 'usdt')).toBe(
        before - 100 + Math.round(answer.game.payout * 100),
      );
      const ctx = await t.world.sim.context();
      const rows = await ctx.db.ledger.where('ref').equals(opened.id).toArray();
      expect(rows.filter((row) => row.reason === 'bet').map((row) => row.delta)).toEqual([-100, -100]);
      expect((await info(t.world, t.token, opened.id)).body.info.splitTotal).toBe(2);
      doubled = true;
    }
    expect(doubled).toBe(true);
    expect(await ledgerProblems(t.world)).toEqual([]);
  });

  it('refuses a double the balance does not cover, writing nothing', async () => {
    const t = await table();
    const ctx = await t.world.sim.context();
    // Leave exactly 1 usdt.
    const balance = await balanceMinor(t.world, t.userId, 'usdt');
    await ctx.ledger.transact(
      [],
      (tx) =>
        tx
          .apply({
            userId: t.userId,
            currency: 'usdt',
            kind: 'real',
            delta: 100 - balance,
            reason: 'test',
            ref: 'test',
          })
          .then(() => undefined) as Promise<void>,
    );
    let checked = false;
    for (let round = 0; round < 60 && !checked; round++) {
      if ((await balanceMinor(t.world, t.userId, 'usdt')) < 100) break;
      const opened = (
        await play(t.world, t.token, {
          api_id: 'blackjack',
          bet: 1,
          demo: false,
          currency: 'usdt',
          quick: true,
          data: {},
        })
      ).body;
      if (opened.game.status !== 'in-progress') continue;
      let view = opened.data as { actions: string[] };
      if (view.actions.includes('noInsurance')) {
        const answer = (await turn(t.world, t.token, opened.id, { action: 'noInsurance' })).body;
        if (answer.game.status !== 'in-progress') continue;
        view = answer.data as { actions: string[] };
      }
      // Only a round played with the last unit tells: nothing is left for the double.
      if (view.actions.includes('double') && (await balanceMinor(t.world, t.userId, 'usdt')) === 0) {
        const before = await rowCounts(t.world);
        const refused = await turn(t.world, t.token, opened.id, { action: 'double' });
        expect(errorOf(refused)).toEqual({ code: -4, message: PLAY_ERRORS['-4'] });
        expect(await rowCounts(t.world)).toEqual(before);
        expect(await balanceMinor(t.world, t.userId, 'usdt')).toBe(0);
        checked = true;
      }
      let answer = (await turn(t.world, t.token, opened.id, { action: 'stand' })).body;
      while (answer.game.status === 'in-progress')
        answer = (await turn(t.world, t.token, opened.id, { action: 'stand' })).body;
    }
    expect(checked).toBe(true);
    expect(await ledgerProblems(t.world)).toEqual([]);
  });
});
