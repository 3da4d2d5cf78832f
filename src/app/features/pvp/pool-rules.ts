/**
 * The pools' rules as the screens apply them before asking (the sim checks them again): when a pool still
 * takes stakes, who may join, the stake's limits in US dollars, and how the page writes times and shares.
 */
import { PVP, PVP_ERRORS, type PvpPool, type PvpSide } from '@contract/pvp';

/** Stakes stop a minute before the start (the sim's last call). */
export const LAST_CALL_MS = 60_000;

export const takesStakes = (pool: Pick<PvpPool, 'status' | 'startsAt'>, now: number) =>
  pool.status === 'open' && pool.startsAt - now > LAST_CALL_MS;

export const hasJoined = (pool: PvpPool, userId: string | null) =>
  userId !== null && pool.entries.some((entry) => entry.userId === userId);

/** What is wrong with a stake, in the sim's own words; null when it may be sent. */
export function stakeProblem(stake: number, usdPrice: number, balance: number | null): string | null {
  if (!(stake > 0)) return 'Enter a stake';
  const usd = stake * usdPrice;
  if (usd < PVP.minUsd) return PVP_ERRORS.stakeTooLow.message;
  if (usd > PVP.maxUsd) return PVP_ERRORS.stakeTooHigh.message;
  if (balance !== null && stake > balance) return PVP_ERRORS.notEnoughBalance.message;
  return null;
}

/** 'in 2h 05m', 'in 4m 10s', 'in 12s'; 'now' once the start has come. */
export function startsInText(ms: number): string {
  if (ms <= 0) return 'now';
  const seconds = Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return `in ${hours}h ${pad(minutes)}m`;
  if (minutes > 0) return `in ${minutes}m ${pad(seconds % 60)}s`;
  return `in ${seconds}s`;
}

/** A side's part of the pot in percent (0 for an empty pot). */
export function shareOf(pool: Pick<PvpPool, 'pot' | 'sides'>, side: PvpSide): number {
  const pot = pool.sides.find((entry) => entry.side === side)?.pot ?? 0;
  return pool.pot > 0 ? (pot / pool.pot) * 100 : 0;
}

/** What the pool's status reads as on the page. */
export const STATUS_TEXT: Record<PvpPool['status'], string> = {
  open: 'Open',
  locked: 'In play',
  settled: 'Settled',
  refunded: 'Refunded',
};

/** A side's name as a list shows it: the team, or 'Draw'. */
export const sideName = (pool: Pick<PvpPool, 'sides'>, side: PvpSide) =>
  pool.sides.find((entry) => entry.side === side)?.name ?? side;
