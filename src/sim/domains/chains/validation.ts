/** The deposit call's checks, in the order a player meets them, each refusal with the spec's code and text. */
import { HTTP, toMinor } from '@contract/index';
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

/** An aggregator deposit's amount: a positive number of the currency's precision, at least the minimum. */
export function checkDepositAmount(amount: number | string, currency: CurrencyFixture): number {
  const value = typeof amount === 'number' ? amount : Number(amount.trim() || NaN);
  if (!Number.isFinite(value)) throw depositError(2);
  if (value <= 0) throw depositError(1);
  const minor = toMinor(amount, currency.decimals);
  if (minor === null) throw depositError(2);
  if (minor < minDepositOf(currency.id)) throw depositError(4);
  return minor;
}
