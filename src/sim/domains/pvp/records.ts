/**
 * A stored pool as the wire's PvpPool: amounts as decimals of its currency, the sides in the order home,
 * draw, away with their pots and players, the entries newest first, each player as the live feed shows them
 * (a private player is 'Hidden' to everybody but themselves and staff; on the public channel always).
 */
import { fromMinor } from '@contract/index';
import { PVP, type PvpPool, type PvpSide } from '@contract/pvp';
import type { PvpPoolRecord, UserRecord } from '../../services/db';
import { feedUser, type Viewer } from '../feed/feed-user';
import { decimalsOf } from '../games/records';
import { potOf } from './shares';

export const SIDE_ORDER: readonly PvpSide[] = ['home', 'draw', 'away'];

export function poolOf(
  record: PvpPoolRecord,
  owners: ReadonlyMap<string, UserRecord>,
  viewer: Viewer | null,
): PvpPool {
  const decimals = decimalsOf(record.currency);
  const money = (minor: number) => fromMinor(minor, decimals);
  const sides = SIDE_ORDER.flatMap((side) => {
    const name = record.sideNames[side];
    if (name === undefined) return [];
    const entries = record.entries.filter((entry) => entry.side === side);
    return [{ side, name, pot: money(potOf(entries)), players: entries.length }];
  });
  const entries = [...record.entries].reverse().map((entry) => {
    const shown = feedUser(owners.get(entry.userId), entry.userId, viewer);
    return {
      userId: shown._id,
      name: shown.name,
      avatar: shown.avatar,
      side: entry.side,
      stake: money(entry.stake),
      payout: entry.payout === null ? null : money(entry.payout),
      at: entry.at,
    };
  });
  return {
    _id: record._id,
    matchId: record.matchId,
    sportId: record.sportId,
    matchName: record.matchName,
    sides,
    startsAt: record.startsAt,
    currency: record.currency,
    demo: record.demo,
    status: record.status,
    pot: money(potOf(record.entries)),
    feePercent: PVP.feePercent,
    fee: money(record.fee),
    winner: record.winner,
    entries,
    openedBy: record.openedBy,
    createdAt: record.createdAt,
  };
}
