/**
 * What a pool pays, in integer minor units: pure arithmetic, apart from the ledger. The winning side shares
 * the pot less the house's fee in proportion to its stakes, each share floored; what the flooring leaves goes
 * to the house with the fee. A refund pays every stake back and takes nothing.
 */
import type { PvpSide } from '@contract/pvp';

export interface Stake {
  side: PvpSide;
  stake: number;
}

export interface PoolResult {
  /** Per entry, in the entries' order. */
  payouts: number[];
  /** The house's take: the pot less every payout. */
  fee: number;
}

export const potOf = (entries: readonly Stake[]) => entries.reduce((sum, entry) => sum + entry.stake, 0);

/** Shares of a settled pot; big integers, as stake × pot can pass the doubles' exact range. */
export function settledShares(entries: readonly Stake[], winner: PvpSide, feePercent: number): PoolResult {
  const pot = BigInt(potOf(entries));
  const winning = BigInt(potOf(entries.filter((entry) => entry.side === winner)));
  if (winning === 0n) return refundShares(entries);
  // The fee as a whole number of hundredths of a percent, so that 2.5 % stays exact.
  const keep = BigInt(Math.round((100 - feePercent) * 100));
  const payouts = entries.map((entry) =>
    entry.side === winner ? Number((BigInt(entry.stake) * pot * keep) / (winning * 10_000n)) : 0,
  );
  return { payouts, fee: Number(pot) - payouts.reduce((sum, payout) => sum + payout, 0) };
}

export const refundShares = (entries: readonly Stake[]): PoolResult => ({
  payouts: entries.map((entry) => entry.stake),
  fee: 0,
});

/** Sides that have at least one player. */
export const sidesTaken = (entries: readonly Stake[]) => new Set(entries.map((entry) => entry.side));
