/**
 * The simulated chains' parameters (fixtures/chains.json) and their block arithmetic. Blocks are never stored
 * one by one: block n is mined at n × blockTime of sim time, so the height at any time is a division and a
 * clock jump of a year costs nothing. A transaction seen at time t sits in the next block, height(t) + 1.
 */
import chainFixture from '@fixtures/chains.json';
import { toMinor } from '@contract/index';
import { findCurrency, type CurrencyFixture } from '../../context';

export type AddressFormat = 'bech32' | 'base58check' | 'evm' | 'base58';
export type TxidFormat = 'hex' | 'evm' | 'base58';

export interface ChainParams {
  id: string;
  name: string;
  blockTimeMs: number;
  /** Confirmations before a deposit is credited (fixtures/chains.json, the README says why each). */
  confirmations: number;
  address: AddressFormat;
  /** bech32 human-readable part ('bc', 'ltc'). */
  addressPrefix?: string;
  /** base58check version byte (30 'D…' Dogecoin, 65 'T…' TRON). */
  addressVersion?: number;
  txid: TxidFormat;
}

export const CHAINS: readonly ChainParams[] = chainFixture.chains as ChainParams[];
const MIN_DEPOSITS: Readonly<Record<string, string>> = chainFixture.minDeposits;

export const findChain = (id: unknown): ChainParams | undefined =>
  typeof id === 'string' ? CHAINS.find((chain) => chain.id === id.toLowerCase()) : undefined;

/** The chain when `currency` is carried on it (its fixture's `chains`). */
export function chainOf(currency: CurrencyFixture, chainId: string): ChainParams | undefined {
  return currency.chains.includes(chainId) ? findChain(chainId) : undefined;
}

/** Height of the chain at sim time `at`: the number of the last block mined by then. */
export const heightAt = (chain: ChainParams, at: number): number => Math.floor(at / chain.blockTimeMs);

/** Confirmations at `now` of a transaction in block `height` (0 until that block is mined). */
export const confirmationsAt = (chain: ChainParams, height: number, now: number): number =>
  Math.max(0, heightAt(chain, now) - height + 1);

/** Sim time at which a transaction in block `height` reaches `needed` confirmations. */
export const confirmedAt = (chain: ChainParams, height: number, needed: number): number =>
  (height + needed - 1) * chain.blockTimeMs;

/** Smallest deposit of a currency in minor units. */
export function minDepositOf(currencyId: string): number {
  const currency = findCurrency(currencyId);
  if (!currency) throw new RangeError(`Unknown currency ${currencyId}`);
  return toMinor(MIN_DEPOSITS[currency.id] ?? '0', currency.decimals) ?? 0;
}
