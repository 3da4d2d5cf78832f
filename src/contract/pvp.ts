/**
 * Player-versus-player pools (platform.md §2 routes /pvp and /pvp/pool/{poolId}). The spec names the routes
 * only: pools, their fields and their rules are this build's ("Operator choice" below and in the README).
 *
 * A pool is a pot on one match's outcome: the opener picks a side and a stake, others join a side (the
 * opener's or another) in the pool's currency until the match starts; when it ends, the winning side shares
 * the pot in proportion to its stakes, less the house's fee. A pool whose match is cancelled, or that has
 * nobody on the winning side or nobody on any other side at the start, is refunded in full.
 */
import type { MatchWinner } from './sports';

export type PvpSide = MatchWinner;
export type PvpPoolStatus = 'open' | 'locked' | 'settled' | 'refunded';

export const PVP = {
  /** Operator choice: the house keeps this share of a settled pot (shown on the pool page). */
  feePercent: 5,
  /** Operator choice: stake limits in US dollars, as the sport bet's. */
  minUsd: 1,
  maxUsd: 100,
  /** Operator choice: pools open on matches that start within this long and at least a minute later. */
  opensBeforeStartMs: 24 * 3_600_000,
  /** The most pools a list call answers. */
  listMax: 50,
} as const;

export interface PvpEntry {
  /** The player's id and name as the feed shows them (a private player is 'Hidden'). */
  userId: string;
  name: string;
  avatar: string;
  side: PvpSide;
  /** Wire decimal of the pool's currency. */
  stake: number;
  /** What the entry was paid at settlement (its stake back when refunded); null before. */
  payout: number | null;
  at: number;
}

export interface PvpPool {
  _id: string;
  matchId: string;
  sportId: number;
  /** 'Home v Away', with the sides' names for the page. */
  matchName: string;
  sides: Array<{ side: PvpSide; name: string; pot: number; players: number }>;
  startsAt: number;
  currency: string;
  demo: boolean;
  status: PvpPoolStatus;
  /** Sum of the stakes (wire decimal of `currency`). */
  pot: number;
  feePercent: number;
  /** The house's fee taken at settlement (0 before, and when refunded). */
  fee: number;
  winner: PvpSide | null;
  /** Newest first. */
  entries: PvpEntry[];
  openedBy: string;
  createdAt: number;
}

export interface OpenPvpPoolBody {
  matchId: string;
  side: PvpSide;
  stake: number;
  currency: string;
  demo: boolean;
}

export interface JoinPvpPoolBody {
  poolId: string;
  side: PvpSide;
  stake: number;
}

export const PVP_ERRORS = {
  unknownPool: { code: 1, message: 'Unknown pool' },
  unknownMatch: { code: 2, message: 'Unknown match' },
  closed: { code: 3, message: 'This pool is closed: its match has started' },
  tooEarly: { code: 4, message: 'Pools open on matches starting within 24 hours' },
  invalidSide: { code: 5, message: 'This match cannot end that way' },
  stakeTooLow: { code: 6, message: `Stake too low: the minimum is $${PVP.minUsd}` },
  stakeTooHigh: { code: 7, message: `Stake too high: the maximum is $${PVP.maxUsd}` },
  notEnoughBalance: { code: 8, message: 'Not enough balance' },
  alreadyJoined: { code: 9, message: 'You are already in this pool' },
} as const;
