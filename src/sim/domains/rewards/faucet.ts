/**
 * The faucet (community.md §7 and §8; POST /api/promocode/bonus): a player with a credited deposit claims once
 * per day a reward between FAUCET.minUsd and the VIP level's bonusWheelMaxReward, paid to the real balance in
 * FAUCET.currency with users.bonus_claim moved a day on and a notification, in one transaction. Refusals:
 * code 2 without a credited deposit, code 1 while bonus_claim is ahead of the sim clock.
 */
import { FAUCET, FAUCET_ERRORS, HTTP, type FaucetAnswer } from '@contract/index';
import { VIP_LEVELS, type SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { createStream } from '../../services/rng';
import { MICRO_PER_USD, minorOfMicroUsd } from '../../services/usd';
import { noCreditedDeposit } from '../chains/credit';
import { notify } from './notifications';

export const FAUCET_REASON = 'faucet';

const faucetError = (code: keyof typeof FAUCET_ERRORS) =>
  new HttpError(HTTP.badRequest, code, FAUCET_ERRORS[code]);

/** The largest reward of a VIP level, US dollars (levels past the fixture get its last). */
export const faucetMaxUsd = (vipLevel: number) =>
  (VIP_LEVELS.find((level) => level.level === vipLevel) ?? VIP_LEVELS[VIP_LEVELS.length - 1]!)
    .bonusWheelMaxReward;

/**
 * The reward in whole cents, uniform from the minimum to the level's maximum. Drawn from the world's seed, the
 * player and the moment, so that the same world and the same claims give the same rewards, and a reload
 * never replays a draw (a claim a day apart is another moment).
 */
export function drawFaucetCents(seed: string, userId: string, at: number, vipLevel: number): number {
  const min = Math.round(FAUCET.minUsd * 100);
  const max = Math.max(min, Math.round(faucetMaxUsd(vipLevel) * 100));
  return min + createStream(seed, `faucet:${userId}:${at}`).int(max - min + 1);
}

const claimable = (user: UserRecord, now: number) => user.bonus_claim === null || user.bonus_claim <= now;

export async function claimFaucet(ctx: SimContext, signedIn: UserRecord): Promise<FaucetAnswer> {
  const { db, ledger } = ctx;
  if (await noCreditedDeposit(ctx, signedIn._id)) throw faucetError(2);
  const now = ctx.clock.now();
  const next = now + FAUCET.cooldownMs;
  const cents = await ledger.transact([db.users, db.notifications], (tx) =>
    db.users.get(signedIn._id).then((user) => {
      // Read again inside the transaction: a claim from another tab meanwhile still refuses.
      if (!user || !claimable(user, now)) throw faucetError(1);
      const drawn = drawFaucetCents(ctx.seed, user._id, now, user.vipLevel);
      const minor = minorOfMicroUsd(ctx.prices, FAUCET.currency, (drawn * MICRO_PER_USD) / 100);
      const text = `Faucet: you received $${(drawn / 100).toFixed(2)}`;
      return db.users
        .update(user._id, { bonus_claim: next })
        .then(() =>
          minor > 0
            ? tx.apply({
                userId: user._id,
                currency: FAUCET.currency,
                kind: 'real',
                delta: minor,
                reason: FAUCET_REASON,
                ref: `faucet-${user._id}-${now}`,
              })
            : undefined,
        )
        .then(() => notify(ctx, tx, user._id, 'gift', text))
        .then(() => drawn);
    }),
  );
  // `next` is in seconds (community.md §4 "Faucet response: value, next (seconds timestamp)"), rounded up so
  // that a client counting down never asks a moment too early.
  return { value: cents / 100, next: Math.ceil(next / 1000) };
}
