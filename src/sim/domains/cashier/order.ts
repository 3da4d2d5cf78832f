/**
 * POST /api/wallet/withdraw: checks the order (address, currency, network, codes 1, 2, 3 and 5, KYC) and
 * reserves the sum at once: the ledger rows, the balance and the withdrawal record in one transaction, whose
 * checks read the balance and the pending withdrawals inside it, so concurrent orders never overdraw.
 */
import { HTTP, MESSAGES, WITHDRAW_ERRORS, CODES } from '@contract/index';
import {
  DECLINE_REASONS,
  WITHDRAWAL_CODES,
  WITHDRAWAL_MESSAGES,
  WITHDRAW_RULES,
  WITHDRAW_STATUS,
} from '@contract/withdrawals';
import { withdrawBodySchema } from '@contract/withdrawal-schemas';
import Dexie from 'dexie';
import type { PricedCurrency, SimContext } from '../../context';
import type { UserRecord, WithdrawalRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { createStream } from '../../services/rng';
import { parseBody } from '../../services/validation';
import { scheduleCashier } from './cashier';
import { reserveFunds } from './money';
import { isPending } from './records';
import { autoPayTime, feeOf, moderationTime, parseSum, usdCentsOf } from './rules';

const DAY_MS = 24 * 60 * 60_000;

const withdrawError = (code: keyof typeof WITHDRAW_ERRORS) =>
  new HttpError(HTTP.badRequest, code, WITHDRAW_ERRORS[code]);

const fieldError = (field: string, message: string) =>
  new HttpError(HTTP.unprocessable, CODES.validation, message, { [field]: [message] });

/** The currency at its price now (every dollar rule reads it) and the chain asked for. */
function currencyOf(
  ctx: SimContext,
  id: string,
  chain: string | undefined,
): { currency: PricedCurrency; chain: string } {
  const currency = ctx.prices.currency(id);
  if (!currency) throw fieldError('currency', MESSAGES.unknownCurrency);
  const picked = chain ?? currency.chains[0]!;
  if (!currency.chains.includes(picked)) throw fieldError('type', WITHDRAWAL_MESSAGES.unknownNetwork);
  return { currency, chain: picked };
}

/** The cashier's seeded verdict and first step time, drawn once per withdrawal. */
function plan(ctx: SimContext, id: string, createdAt: number, auto: boolean, vipLevel: number) {
  const random = createStream(ctx.seed, `cashier:${id}`);
  const nextAt = auto
    ? autoPayTime(createdAt, random.next())
    : moderationTime(createdAt, vipLevel, random.next());
  const declined = !auto && random.next() < WITHDRAW_RULES.declineShare;
  const reason = DECLINE_REASONS[random.int(DECLINE_REASONS.length)]!;
  return { nextAt, verdict: declined ? { pay: false as const, reason } : { pay: true as const } };
}

/** Whether the order needs KYC first: above the threshold for a player who is not verified. */
const needsKyc = (user: UserRecord, usdCents: number) =>
  !user.is_kyc_verified && usdCents > WITHDRAW_RULES.kycThresholdUsd * 100;

/** The KYC refusal, after every code passed: the player is marked is_kyc_required for the KYC flow. */
async function refuseForKyc(ctx: SimContext, user: UserRecord): Promise<never> {
  if (!user.is_kyc_required) await ctx.db.users.update(user._id, { is_kyc_required: true });
  throw new HttpError(HTTP.forbidden, WITHDRAWAL_CODES.kycRequired, WITHDRAWAL_MESSAGES.kycRequired);
}

export async function orderWithdrawal(
  ctx: SimContext,
  user: UserRecord,
  body: unknown,
): Promise<WithdrawalRecord> {
  const input = parseBody(withdrawBodySchema, body);
  const { currency, chain } = currencyOf(ctx, input.currency, input.type);
  const sum = parseSum(input.sum, currency);
  if (sum === null) throw withdrawError(1);
  const fee = feeOf(sum, user.vipLevel);
  // Nothing would be left to send once the fee is taken.
  if (fee >= sum) throw withdrawError(1);
  const usdCents = usdCentsOf(sum, currency);
  const createdAt = ctx.clock.now();
  const auto = usdCents < WITHDRAW_RULES.autoLimitUsd * 100;

  const record = await ctx.ledger.transact([ctx.db.withdrawals], async (tx) => {
    const balance = await ctx.ledger.balance(user._id, currency.id, 'real');
    if ((balance?.amount ?? 0) < sum) throw withdrawError(2);
    const own = await ctx.db.withdrawals
      .where('[userId+createdAt]')
      .between([user._id, Dexie.minKey], [user._id, Dexie.maxKey])
      .toArray();
    if (own.some(isPending)) throw withdrawError(3);
    const lastDay = own.filter(
      (entry) =>
        entry.createdAt > createdAt - DAY_MS &&
        entry.status !== WITHDRAW_STATUS.declined &&
        entry.status !== WITHDRAW_STATUS.cancelled,
    );
    const dayCents = lastDay.reduce((total, entry) => total + entry.usdCents, 0);
    if (dayCents + usdCents > WITHDRAW_RULES.dailyLimitUsd * 100) throw withdrawError(5);
    if (needsKyc(user, usdCents)) return null;
    // Drawn only for an accepted order, so refusals never move the seeded id stream.
    const id = ctx.newId();
    const next: WithdrawalRecord = {
      _id: id,
      userId: user._id,
      currency: currency.id,
      chain,
      address: input.wallet,
      sum,
      fee,
      usdCents,
      status: WITHDRAW_STATUS.queued,
      auto,
      decline_reason: null,
      createdAt,
      vipLevel: user.vipLevel,
      settledAt: null,
      txid: null,
      ...plan(ctx, id, createdAt, auto, user.vipLevel),
    };
    await reserveFunds(tx, next);
    await ctx.db.withdrawals.add(next);
    return next;
  });
  if (!record) return refuseForKyc(ctx, user);
  scheduleCashier(ctx, record);
  return record;
}
