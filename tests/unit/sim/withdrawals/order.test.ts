/**
 * POST /api/wallet/withdraw (platform.md §5, §7, §8): the address rule, codes 1, 2, 3 and 5 with their texts,
 * the VIP fee, the KYC threshold, and the reservation written at once with its ledger rows, whatever the
 * concurrency.
 */
import { describe, expect, it } from 'vitest';
import {
  CODES,
  HTTP,
  USER_EVENTS,
  VALIDATION_TEXTS,
  WITHDRAW_ERRORS,
  userChannel,
  type BalanceModification,
} from '@contract/index';
import { WITHDRAWAL_CODES, WITHDRAWAL_MESSAGES, WITHDRAW_RULES } from '@contract/withdrawals';
import { orderWithdrawal } from '../../../../src/sim/domains/cashier/order';
import { HttpError } from '../../../../src/sim/services/http-error';
import { PASSWORD, ledgerProblems, login, startWorld, type World } from '../world';
import { HOUR_MS, advance, fundedPlayer, usdtOf, withdraw } from './helpers';

/** Everything a refused order must leave as it was. */
async function moneyState(world: World) {
  const { db } = await world.sim.context();
  return {
    ledger: await db.ledger.count(),
    balances: await db.balances.toArray(),
    withdrawals: await db.withdrawals.count(),
  };
}

async function expectRefused(world: World, reply: { status: number; body: unknown }, before: unknown) {
  expect(await moneyState(world)).toEqual(before);
  return reply.body as { code: number; message: string; errors?: Record<string, string[]> };
}

describe('withdraw: refusals change nothing', () => {
  it("answers 'Enter wallet!' for an address shorter than 4 characters or missing", async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world);
    const before = await moneyState(world);
    for (const wallet of ['abc', '   abc  ', '', undefined, 1234]) {
      const reply = await withdraw(world, player, { wallet, sum: 10 });
      expect(reply.status).toBe(HTTP.unprocessable);
      const body = await expectRefused(world, reply, before);
      expect(body).toMatchObject({ code: CODES.validation, message: VALIDATION_TEXTS.withdrawWallet });
      expect(body.errors?.wallet).toEqual([VALIDATION_TEXTS.withdrawWallet]);
    }
  });

  it('answers code 1 for a sum that is not a positive amount of the currency, or all fee', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world);
    const before = await moneyState(world);
    // 0.01 USDT at level 0 (2 %): the fee rounds up to the whole cent, nothing would be sent.
    for (const sum of ['abc', -5, 0, '1.234', null, undefined, Number.NaN, {}, 0.01]) {
      const reply = await withdraw(world, player, { sum });
      expect(reply.status).toBe(HTTP.badRequest);
      expect(await expectRefused(world, reply, before)).toEqual({ code: 1, message: WITHDRAW_ERRORS[1] });
    }
    expect(WITHDRAW_ERRORS[1]).toBe('Invalid withdrawal amount');
  });

  it('answers code 2 for more than the real balance', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '100');
    const before = await moneyState(world);
    const reply = await withdraw(world, player, { sum: '100.01' });
    expect(reply.status).toBe(HTTP.badRequest);
    expect(await expectRefused(world, reply, before)).toEqual({ code: 2, message: 'Not enough money' });
  });

  it('refuses a player whose email is not verified with 403, as deposits do', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '100');
    const { db } = await world.sim.context();
    await db.users.update(player.user._id, { email_verified: false });
    const before = await moneyState(world);
    const reply = await withdraw(world, player, { sum: '10' });
    expect(reply.status).toBe(HTTP.forbidden);
    expect(await expectRefused(world, reply, before)).toEqual({
      code: WITHDRAWAL_CODES.emailUnverified,
      message: 'Please verify your email before making a withdrawal.',
    });
  });

  it('answers code 3 while another withdrawal is pending, in any currency', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000');
    expect((await withdraw(world, player, { sum: 500 })).status).toBe(HTTP.ok);
    const before = await moneyState(world);
    const reply = await withdraw(world, player, { sum: 10 });
    expect(await expectRefused(world, reply, before)).toEqual({
      code: 3,
      message: 'You already have an ordered withdrawal',
    });
  });

  it('answers code 5 beyond the 24-hour limit, counting paid withdrawals, and allows it a day later', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '20000', 9);
    const ctx = await world.sim.context();
    await ctx.db.users.update(player.user._id, { is_kyc_verified: true });
    const limit = WITHDRAW_RULES.dailyLimitUsd;
    const first = await withdraw(world, player, { sum: limit - 1 });
    expect(first.status).toBe(HTTP.ok);
    await world.sim.control.approveWithdrawal(first.body._id);
    const before = await moneyState(world);
    const over = await withdraw(world, player, { sum: 2 });
    expect(await expectRefused(world, over, before)).toEqual({
      code: 5,
      message: '24-hour withdrawal limit exceeded',
    });
    expect((await withdraw(world, player, { sum: 1 })).status).toBe(HTTP.ok);
    // The 1 USDT order is automatic: paid during the jump. A day after the first, its amount no longer counts.
    await advance(world, 24 * HOUR_MS + 1);
    const again = await login(world, player.login, PASSWORD);
    expect((await withdraw(world, again, { sum: limit - 1 })).status).toBe(HTTP.ok);
  });

  it('refuses an unknown currency or network with 422', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world);
    const before = await moneyState(world);
    const currency = await withdraw(world, player, { currency: 'xyz', sum: 10 });
    expect(currency.status).toBe(HTTP.unprocessable);
    await expectRefused(world, currency, before);
    const network = await withdraw(world, player, { type: 'bitcoin', sum: 10 });
    expect(network.status).toBe(HTTP.unprocessable);
    expect((await expectRefused(world, network, before)).message).toBe(WITHDRAWAL_MESSAGES.unknownNetwork);
  });

  it('refuses an unverified player above the KYC threshold and marks them is_kyc_required', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '5000');
    const before = await moneyState(world);
    const reply = await withdraw(world, player, { sum: WITHDRAW_RULES.kycThresholdUsd + 1 });
    expect(reply.status).toBe(HTTP.forbidden);
    expect(await expectRefused(world, reply, before)).toEqual({
      code: WITHDRAWAL_CODES.kycRequired,
      message: WITHDRAWAL_MESSAGES.kycRequired,
    });
    const me = await world.call<{ is_kyc_required: boolean }>('GET', '/api/user', undefined, player.token);
    expect(me.body.is_kyc_required).toBe(true);
    expect((await withdraw(world, player, { sum: WITHDRAW_RULES.kycThresholdUsd })).status).toBe(HTTP.ok);
  });
});

describe('withdraw: the KYC check comes after the codes', () => {
  it('answers code 2, not KYC, when the balance is short, and leaves is_kyc_required alone', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '100');
    const reply = await withdraw(world, player, { sum: WITHDRAW_RULES.kycThresholdUsd + 500 });
    expect(reply.body).toEqual({ code: 2, message: WITHDRAW_ERRORS[2] });
    const { db } = await world.sim.context();
    expect((await db.users.get(player.user._id))!.is_kyc_required).toBe(false);
  });
});

describe('withdraw: the reservation', () => {
  it('reserves the sum at once as the net and the VIP fee, with a BalanceModification per row', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000', 1); // level 1: 1.8 %
    const reply = await withdraw(world, player, { sum: '250.5' });
    expect(reply.status).toBe(HTTP.ok);
    expect(reply.body).toMatchObject({
      currency: 'usdt',
      address: 'TXYZ1234address',
      sum: 250.5,
      fee: 4.51, // 1.8 % of 250.50 is 4.509, rounded up to the cent
      status: 0,
      auto: false,
      decline_reason: null,
      type: 'trc20',
      txid: null,
      created_at: new Date(world.clock.now()).toISOString(),
    });
    expect(await usdtOf(world, player)).toBe(100_000 - 25_050);
    const { db } = await world.sim.context();
    const rows = await db.ledger.where('ref').equals(reply.body._id).toArray();
    expect(rows.map(({ reason, delta }) => [reason, delta])).toEqual([
      ['withdraw', -(25_050 - 451)],
      ['withdraw_fee', -451],
    ]);
    const events = world.broadcasts.filter(
      (event) =>
        event.channel === userChannel(player.user._id) && event.event === USER_EVENTS.balanceModification,
    );
    expect((events.at(-1)!.payload as BalanceModification).balance.real).toBe(749.5);
    expect(events.slice(-2).map((event) => (event.payload as BalanceModification).reason)).toEqual([
      'withdraw',
      'withdraw_fee',
    ]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('takes no fee at the top VIP level', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '100', 9);
    const reply = await withdraw(world, player, { sum: 40 });
    expect(reply.body.fee).toBe(0);
    const { db } = await world.sim.context();
    expect(await db.ledger.where('ref').equals(reply.body._id).count()).toBe(1);
  });

  it('never overdraws or doubles up under concurrent orders: one wins, the others get code 3', async () => {
    const world = await startWorld();
    const player = await fundedPlayer(world, '1000');
    const ctx = await world.sim.context();
    const user = (await ctx.db.users.get(player.user._id))!;
    // Straight to the domain, around the sim's call queue, so the transactions really overlap.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        orderWithdrawal(ctx, user, { currency: 'usdt', wallet: 'TXYZ1234', type: 'trc20', sum: 100 + index }),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(HttpError);
        expect((outcome.reason as HttpError).code).toBe(3);
      }
    const sum = (won[0] as PromiseFulfilledResult<{ sum: number }>).value.sum;
    expect(await usdtOf(world, player)).toBe(100_000 - sum);
    expect(await ctx.db.withdrawals.count()).toBe(1);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('never overdraws when many players order against their own balances at once', async () => {
    const world = await startWorld();
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(world, '50')));
    const ctx = await world.sim.context();
    const users = await Promise.all(players.map((player) => ctx.db.users.get(player.user._id)));
    const outcomes = await Promise.allSettled(
      users.flatMap((user, index) => [
        orderWithdrawal(ctx, user!, { currency: 'usdt', wallet: 'TXYZ1234', sum: 30 + index }),
        orderWithdrawal(ctx, user!, { currency: 'usdt', wallet: 'TXYZ1234', sum: 40 }),
      ]),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(8);
    for (const player of players) expect(await usdtOf(world, player)).toBeGreaterThanOrEqual(0);
    expect(await ledgerProblems(world)).toEqual([]);
  });
});
