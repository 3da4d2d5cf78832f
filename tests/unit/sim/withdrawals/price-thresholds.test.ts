/**
 * The cashier's dollar rules follow the price of the moment (services/prices.ts), not the fixture's: the
 * automatic limit ($100), the KYC threshold ($2,000) and the dollars the 24-hour limit counts are all read at
 * the BTC price when the order is placed.
 */
import { describe, expect, it } from 'vitest';
import fixture from '@fixtures/currencies.json';
import { HTTP, toMinor, type ApiErrorBody, type WithdrawHistoryEntry } from '@contract/index';
import { WITHDRAWAL_CODES, WITHDRAW_RULES } from '@contract/withdrawals';
import { register, startWorld, type World } from '../world';
import { HOUR_MS, advance, withdrawalRecord } from './helpers';

const SATS = 1e8;
const FIXTURE_BTC = fixture.find((entry) => entry.id === 'btc')!.price;

async function btcPlayer(world: World, btc: string) {
  const account = await register(world);
  const ctx = await world.sim.context();
  await ctx.ledger.transact([], async (tx) => {
    await tx.apply({
      userId: account.user._id,
      currency: 'btc',
      kind: 'real',
      delta: toMinor(btc, 8)!,
      reason: 'test_credit',
      ref: 'test',
    });
  });
  await ctx.db.users.update(account.user._id, { email_verified: true });
  return account;
}

const withdrawBtc = (world: World, token: string, sats: number) =>
  world.call<WithdrawHistoryEntry & ApiErrorBody>(
    'POST',
    '/api/wallet/withdraw',
    { currency: 'btc', type: 'bitcoin', wallet: 'bc1qexampleaddress', sum: sats / SATS },
    token,
  );

/** Moves the clock by hours until BTC is at least 0.5 % away from the fixture price; returns the price. */
async function movedBtcPrice(world: World): Promise<number> {
  const { prices } = await world.sim.context();
  for (let hours = 0; hours < 48; hours += 1) {
    const price = prices.currency('btc')!.price;
    if (Math.abs(price / FIXTURE_BTC - 1) > 0.005) return price;
    await advance(world, HOUR_MS);
  }
  throw new Error('BTC did not move 0.5 % in two days');
}

/**
 * A sum on the other side of `limitUsd` at the price now than at the fixture price: above it now when the
 * price rose, below it (or at it) now when it fell.
 */
function straddling(limitUsd: number, now: number): { sats: number; aboveNow: boolean } {
  const aboveNow = now > FIXTURE_BTC;
  const sats = aboveNow ? Math.ceil(((limitUsd + 0.01) / now) * SATS) : Math.floor((limitUsd / now) * SATS);
  const usdNow = (sats / SATS) * now;
  const usdAtFixture = (sats / SATS) * FIXTURE_BTC;
  // The sum really falls on both sides of the limit.
  expect(usdNow > limitUsd).toBe(aboveNow);
  expect(usdAtFixture > limitUsd).toBe(!aboveNow);
  return { sats, aboveNow };
}

/** Seeds whose BTC walks both up and down within a day or two (checked by each test). */
const SEEDS = ['thresholds-1', 'thresholds-2', 'thresholds-3', 'thresholds-4'];

/** Runs `check` on a world of each seed after BTC moved, and returns which directions it saw. */
async function acrossSeeds(check: (world: World, price: number) => Promise<void>): Promise<boolean[]> {
  const rose = new Set<boolean>();
  for (const seed of SEEDS) {
    const world = await startWorld({ seed });
    const price = await movedBtcPrice(world);
    rose.add(price > FIXTURE_BTC);
    await check(world, price);
    await world.sim.close();
  }
  return [...rose].sort();
}

describe('withdraw: dollar rules at the price of the moment', () => {
  it('decides automatic or moderated, and stores the dollars the 24-hour limit counts, at the price now', async () => {
    const directions = await acrossSeeds(async (world, price) => {
      const player = await btcPlayer(world, '1');
      // "Below $100" is automatic: the straddle is taken just under $100.
      const { sats, aboveNow } = straddling(WITHDRAW_RULES.autoLimitUsd - 0.01, price);
      const reply = await withdrawBtc(world, player.token, sats);
      expect(reply.status).toBe(HTTP.ok);
      expect(reply.body.auto).toBe(!aboveNow);
      const record = await withdrawalRecord(world, reply.body._id);
      expect(record!.usdCents).toBe(Math.round((sats / SATS) * price * 100));
    });
    expect(directions).toEqual([false, true]);
  });

  it('asks for KYC above $2,000 at the price now', async () => {
    const directions = await acrossSeeds(async (world, price) => {
      const player = await btcPlayer(world, '1');
      const { sats, aboveNow } = straddling(WITHDRAW_RULES.kycThresholdUsd, price);
      const reply = await withdrawBtc(world, player.token, sats);
      if (aboveNow) {
        expect(reply.status).toBe(HTTP.forbidden);
        expect(reply.body.code).toBe(WITHDRAWAL_CODES.kycRequired);
      } else {
        expect(reply.status).toBe(HTTP.ok);
        expect(reply.body.auto).toBe(false);
      }
    });
    expect(directions).toEqual([false, true]);
  });
});
