/** The deposit call's checks, in the order a player meets them, each refusal with the spec's code and text. */
import { HTTP } from '@contract/index';
import { DEPOSIT_EMAIL_UNVERIFIED, DEPOSIT_ERRORS, type DepositErrorCode } from '@contract/deposits';
import { findCurrency, type CurrencyFixture } from '../../context';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { chainOf, minDepositOf, type ChainParams } from './params';

export const depositError = (code: DepositErrorCode) =>
  new HttpError(HTTP.badRequest, code, DEPOSIT_ERRORS[code]);

export function requireVerifiedEmail(user: UserRecord): void {
  if (!user.email_verified)
    throw new HttpError(HTTP.forbidden, DEPOSIT_EMAIL_UNVERIFIED.code, DEPOSIT_EMAIL_UNVERIFIED.message);
}

export function supportedCurrency(id: string | undefined): CurrencyFixture {
  const currency = findCurrency(id);
  if (!currency) throw depositError(3);
  return currency;
}

/** The chain asked for (the currency's first when none): one the currency is not on has no address. */
export function depositChain(currency: CurrencyFixture, chainId: string | undefined): ChainParams {
  const chain = chainOf(currency, (chainId ?? currency.chains[0] ?? '').toLowerCase());
  if (!chain) throw depositError(5);
  return chain;
}

const WIRE_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * An aggregator deposit's amount: whole US dollars (the amount input takes digits only, platform.md §5), above
 * zero and a safe integer.
 */
export function checkAggregatorUsd(amount: number | string): number {
  const text = typeof amount === 'number' ? null : amount.trim();
  if (text !== null && !WIRE_NUMBER.test(text)) throw depositError(2);
  const value = text === null ? amount : Number(text);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw depositError(2);
  if (value <= 0) throw depositError(1);
  if (!Number.isSafeInteger(value)) throw depositError(2);
  return value;
}

/** Both sides of an aggregator deposit reach their currency's minimum deposit (minor units). */
export function checkAggregatorMinimum(
  pay: { currency: CurrencyFixture; amount: number },
  credit: { currency: CurrencyFixture; amount: number },
): void {
  if (pay.amount < minDepositOf(pay.currency.id) || credit.amount < minDepositOf(credit.currency.id))
    throw depositError(4);
}
