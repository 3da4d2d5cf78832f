/**
 * The operator's wallet callbacks (balance, bet, win, refund): the signature, idempotency by transaction id,
 * refusals that change nothing, and refunds that take a bet back once.
 */
import { describe, expect, it } from 'vitest';
import { walletCallbackMessage } from '@contract/provider/wallet-callbacks';
import { aSlot, ledgerProblems, ledgerRows, player, realBalance, send, session, signed } from './helpers';

describe('the signature', () => {
  it('signs the parameters sorted by name, absent ones left out', () => {
    expect(
      walletCallbackMessage({
        session_id: 's',
        action: 'bet',
        player_id: 'p',
        game_uuid: 'g',
        currency: 'usdt',
        amount: '1.50',
      }),
    ).toBe('action=bet&amount=1.50&currency=usdt&game_uuid=g&player_id=p&session_id=s');
  });

  it('refuses a callback whose signature does not match, and changes nothing', async () => {
    const p = await player();
    const s = await session(p, (await aSlot()).id);
    const before = { balance: await realBalance(p), rows: await ledgerRows(p) };
    const bet = await signed(p, s, { action: 'bet', amount: '5.00', transaction_id: 't1', round_id: 'r1' });
    for (const tampered of [
      { ...bet, sign: bet.sign.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...bet, params: { ...bet.params, amount: '0.01' } },
      { ...bet, sign: '' },
    ]) {
      expect(await send(p, tampered)).toMatchObject({ error_code: 'INVALID_SIGNATURE' });
    }
    expect({ balance: await realBalance(p), rows: await ledgerRows(p) }).toEqual(before);
    const ctx = await p.world.sim.context();
    expect(await ctx.db.providerTransactions.count()).toBe(0);
    // The genuine callback still goes through afterwards: the refusals left no trace that blocks it.
    expect(await send(p, bet)).toMatchObject({ balance: before.balance / 100 - 5 });
  });

  it('refuses a session that is unknown or names another player or currency', async () => {
    const p = await player();
    const s = await session(p, (await aSlot()).id);
    expect(await send(p, await signed(p, { ...s, token: 'nope' }, { action: 'balance' }))).toMatchObject({
      error_code: 'SESSION_NOT_FOUND',
    });
    expect(await send(p, await signed(p, { ...s, currency: 'btc' }, { action: 'balance' }))).toMatchObject({
      error_code: 'BAD_REQUEST',
    });
  });
});

describe('money callbacks', () => {
  it('answers a replayed bet and win the same and never pays twice', async () => {
    const p = await player();
    const s = await session(p, (await aSlot()).id);
    const start = await realBalance(p);
    const rows = await ledgerRows(p);
    const bet = await signed(p, s, { action: 'bet', amount: '10.00', transaction_id: 'b1', round_id: 'r1' });
    const win = await signed(p, s, {
      action: 'win',
      amount: '25.00',
      transaction_id: 'w1',
      round_id: 'r1',
      finished: '1',
    });
    const betAnswer = await send(p, bet);
    expect(await send(p, bet)).toEqual(betAnswer);
    const winAnswer = await send(p, win);
    expect(await send(p, win)).toEqual(winAnswer);
    expect(await send(p, bet)).toEqual(betAnswer);
    expect(winAnswer).toMatchObject({ balance: (start + 1500) / 100 });
    expect(await realBalance(p)).toBe(start + 1500);
    expect(await ledgerRows(p)).toBe(rows + 2);
    const ctx = await p.world.sim.context();
    expect(await ctx.db.bets.where('userId').equals(p.userId).count()).toBe(1);
    expect(await ledgerProblems(p.world)).toEqual([]);
  });

  it('refuses a bet above the balance with INSUFFICIENT_FUNDS and changes nothing', async () => {
    const p = await player();
    const s = await session(p, (await aSlot()).id);
    const start = await realBalance(p);
    const rows = await ledgerRows(p);
    const answer = await send(
      p,
      await signed(p, s, {
        action: 'bet',
        amount: String(start / 100 + 1),
        transaction_id: 'big',
        round_id: 'r1',
      }),
    );
    expect(answer).toMatchObject({ error_code: 'INSUFFICIENT_FUNDS' });
    expect(await realBalance(p)).toBe(start);
    expect(await ledgerRows(p)).toBe(rows);
    const ctx = await p.world.sim.context();
    expect(await ctx.db.providerTransactions.count()).toBe(0);
    expect(await ctx.db.providerRounds.count()).toBe(0);
  });

  it('refunds a bet once; an unknown bet is answered as done with no money', async () => {
    const p = await player();
    const s = await session(p, (await aSlot()).id);
    const start = await realBalance(p);
    await send(
      p,
      await signed(p, s, { action: 'bet', amount: '7.00', transaction_id: 'b1', round_id: 'r1' }),
    );
    const refund = await signed(p, s, {
      action: 'refund',
      transaction_id: 'f1',
      round_id: 'r1',
      bet_transaction_id: 'b1',
    });
    expect(await send(p, refund)).toMatchObject({ balance: start / 100 });
    expect(await send(p, refund)).toMatchObject({ balance: start / 100 });
    // A second refund of the same bet under another id moves nothing either.
    const again = await signed(p, s, {
      action: 'refund',
      transaction_id: 'f2',
      round_id: 'r1',
      bet_transaction_id: 'b1',
    });
    expect(await send(p, again)).toMatchObject({ balance: start / 100 });
    const unknown = await signed(p, s, {
      action: 'refund',
      transaction_id: 'f3',
      round_id: 'r2',
      bet_transaction_id: 'never-sent',
    });
    expect(await send(p, unknown)).toMatchObject({ balance: start / 100 });
    expect(await realBalance(p)).toBe(start);
    const ctx = await p.world.sim.context();
    const round = (await ctx.db.providerRounds.toArray())[0];
    expect(round).toMatchObject({ stake: 0, betId: null });
    expect(await ledgerProblems(p.world)).toEqual([]);
  });

  it('closes a lost round with a win of 0 and refuses a bet on a finished round', async () => {
    const p = await player();
    const s = await session(p, (await aSlot()).id);
    await send(
      p,
      await signed(p, s, { action: 'bet', amount: '2.00', transaction_id: 'b1', round_id: 'r1' }),
    );
    await send(
      p,
      await signed(p, s, { action: 'win', amount: '0', transaction_id: 'w1', round_id: 'r1', finished: '1' }),
    );
    expect(
      await send(
        p,
        await signed(p, s, { action: 'bet', amount: '2.00', transaction_id: 'b2', round_id: 'r1' }),
      ),
    ).toMatchObject({ error_code: 'ROUND_CLOSED' });
    const ctx = await p.world.sim.context();
    const [bet] = await ctx.db.bets.where('userId').equals(p.userId).toArray();
    expect(bet).toMatchObject({ stake: 200, payout: 0, status: 'finished', nonce: -1 });
  });
});
