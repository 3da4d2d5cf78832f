/**
 * The faucet (POST /api/promocode/bonus): code 2 without a credited deposit, once per day on the sim clock
 * (code 1 until bonus_claim), a reward capped by the VIP level's bonusWheelMaxReward, paid to the real USDT
 * balance through the ledger with bonus_claim in one transaction, `next` in seconds.
 */
import { describe, expect, it } from 'vitest';
import { FAUCET, FAUCET_ERRORS, HTTP, type FaucetAnswer, type User } from '@contract/index';
import { answerProblems } from '@contract/answers';
import { VIP_LEVELS } from '../../../../src/sim/context';
import { drawFaucetCents, faucetMaxUsd } from '../../../../src/sim/domains/rewards/faucet';
import { ledgerProblems } from '../world';
import {
  DAY_MS,
  passTime,
  depositedPlayer,
  errorBody,
  ledgerRows,
  post,
  register,
  setVipLevel,
  startWorld,
} from './helpers';

const claim = (world: Parameters<typeof post>[0], token: string) =>
  post<FaucetAnswer>(world, '/api/promocode/bonus', token);

describe('the faucet', () => {
  it('refuses a player without a credited deposit with code 2, writing nothing', async () => {
    const world = await startWorld();
    const { token, user } = await register(world);
    const reply = await claim(world, token);
    expect(reply.status).toBe(HTTP.badRequest);
    expect(errorBody(reply)).toEqual({ code: 2, message: FAUCET_ERRORS[2] });
    const { db } = await world.sim.context();
    expect((await db.users.get(user._id))!.bonus_claim).toBeNull();
    expect(await db.ledger.where('userId').equals(user._id).count()).toBe(0);
  });

  it('pays once per day on the sim clock, through the ledger, and the user answer carries bonus_claim', async () => {
    const world = await startWorld({ seed: 'faucet-daily' });
    const { token, user } = await depositedPlayer(world);
    const claimedAt = world.clock.now();
    const first = await claim(world, token);
    expect(first.status).toBe(HTTP.ok);
    // The seam's answer check (contract/promotions-answers.ts) accepts it.
    expect(answerProblems('POST /api/promocode/bonus', first.body)).toBeNull();
    expect(first.body.next).toBe(Math.ceil((claimedAt + FAUCET.cooldownMs) / 1000));
    expect(first.body.value).toBeGreaterThanOrEqual(FAUCET.minUsd);
    expect(first.body.value).toBeLessThanOrEqual(faucetMaxUsd(0));
    const [row] = await ledgerRows(world, user._id, 'faucet');
    // USDT has 2 decimals and is worth $1 at a fresh world's start: cents are minor units.
    expect(row).toMatchObject({
      currency: FAUCET.currency,
      kind: 'real',
      delta: Math.round(first.body.value * 100),
    });
    const me = await world.call<User>('GET', '/api/user', undefined, token);
    expect(me.body.bonus_claim).toBe(claimedAt + FAUCET.cooldownMs);

    await passTime(world, token, DAY_MS - 1);
    const early = await claim(world, token);
    expect(early.status).toBe(HTTP.badRequest);
    expect(errorBody(early)).toEqual({ code: 1, message: FAUCET_ERRORS[1] });
    expect(await ledgerRows(world, user._id, 'faucet')).toHaveLength(1);

    await passTime(world, token, 1);
    expect((await claim(world, token)).status).toBe(HTTP.ok);
    expect(await ledgerRows(world, user._id, 'faucet')).toHaveLength(2);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it("caps the reward by the player's VIP level", async () => {
    const world = await startWorld({ seed: 'faucet-vip' });
    const { token, user } = await depositedPlayer(world);
    await setVipLevel(world, user._id, 5);
    const reply = await claim(world, token);
    expect(reply.body.value).toBeLessThanOrEqual(VIP_LEVELS[5]!.bonusWheelMaxReward);
    for (const level of [0, 5, VIP_LEVELS.length - 1]) {
      const cents = Array.from({ length: 400 }, (_, at) => drawFaucetCents('cap', 'someone', at, level));
      const maxCents = Math.round(faucetMaxUsd(level) * 100);
      expect(Math.min(...cents)).toBeGreaterThanOrEqual(FAUCET.minUsd * 100);
      expect(Math.max(...cents)).toBeLessThanOrEqual(maxCents);
      // The draw spans the range: a level's cap is reachable, not only its floor.
      expect(Math.max(...cents)).toBeGreaterThan(maxCents * 0.9);
    }
  });

  it('draws the same reward for the same world, player and moment, and varies with the moment', () => {
    expect(drawFaucetCents('seed', 'u1', 1000, 3)).toBe(drawFaucetCents('seed', 'u1', 1000, 3));
    const moments = Array.from({ length: 20 }, (_, day) => drawFaucetCents('seed', 'u1', day * DAY_MS, 3));
    expect(new Set(moments).size).toBeGreaterThan(5);
  });
});
