/**
 * The wire shapes of the games domain, built from stored rows: the round's GameState, bet records for the
 * tables and the overview, and the bet's list tags.
 */
import { fromMinor, type BetRecord, type GameId, type GameState } from '@contract/index';
import { findCurrency, type PriceBoard } from '../../context';
import type { BetRow, BetStatus, SeedPairRecord, UserRecord } from '../../services/db';
import { GAME_DELAY_MS, GUEST_USER_ID, HIGH_ROLLER_USD } from './settings';

export const decimalsOf = (currency: string) => findCurrency(currency)?.decimals ?? 8;

/** Payout over stake, to 4 decimals (0 for a lost round); boards and feeds format it. */
export function multiplierOf(stake: number, payout: number): number {
  return stake > 0 ? Math.round((payout / stake) * 10_000) / 10_000 : 0;
}

/**
 * An amount's value in US dollars at the price of the round's start (`at`), to the cent: a round is worth the
 * same in every list and feed, however the price moved since.
 */
export function usdOf(prices: PriceBoard, currency: string, amount: number, at: number): number {
  const found = prices.currency(currency, at);
  if (!found) return 0;
  return Math.round(fromMinor(amount, found.decimals) * found.price * 100) / 100;
}

export interface RoundMoney {
  game: GameId;
  currency: string;
  stake: number;
  payout: number;
  status: BetStatus;
  quick: boolean;
}

/** GameState of a round: money as decimals; the delay only for a settled, not cancelled, round. */
export function gameState({ game, currency, stake, payout, status, quick }: RoundMoney): GameState {
  const decimals = decimalsOf(currency);
  return {
    delay: quick || status !== 'finished' ? 0 : GAME_DELAY_MS[game],
    win: payout > stake,
    status,
    wager: fromMinor(stake, decimals),
    multiplier: multiplierOf(stake, payout),
    payout: fromMinor(payout, decimals),
    profit: fromMinor(payout - stake, decimals),
  };
}

/**
 * The lists a bet shows in, as multi-entry index keys (each also per game): the owner's own ('u:{id}') once
 * settled; 'all' for settled, not cancelled bets of signed-in players (never the guest's); 'high' for those
 * of them with real money worth at least $100.
 */
export function betTags(prices: PriceBoard, row: Omit<BetRow, 'number' | 'tags'>): string[] {
  if (row.status === 'in-progress') return [];
  const lists = [`u:${row.userId}`];
  if (row.status === 'finished' && row.userId !== GUEST_USER_ID) {
    lists.push('all');
    if (!row.demo && usdOf(prices, row.currency, row.stake, row.createdAt) >= HIGH_ROLLER_USD)
      lists.push('high');
  }
  return lists.flatMap((list) => [list, `${list}:${row.game}`]);
}

export const listTag = (list: string, game?: GameId) => (game ? `${list}:${game}` : list);

/** Who a row shows: the player, or null for a private player seen by someone else (and for the guest). */
export function shownUser(
  owner: UserRecord | undefined,
  viewerId: string | null,
): { _id: string; name: string } | null {
  if (!owner || owner._id === GUEST_USER_ID) return null;
  if (owner.private_bets && owner._id !== viewerId) return null;
  return { _id: owner._id, name: owner.name };
}

export function betRecord(
  row: BetRow,
  pair: SeedPairRecord | undefined,
  owner: UserRecord | undefined,
  viewerId: string | null,
): BetRecord {
  const decimals = decimalsOf(row.currency);
  const settled = row.status !== 'in-progress';
  const payout = settled ? row.payout : 0;
  return {
    id: row.id,
    number: row.number,
    game: row.game,
    ...(row.title ? { gameName: row.title.name } : {}),
    user: shownUser(owner, viewerId),
    currency: row.currency,
    demo: row.demo,
    wager: fromMinor(row.stake, decimals),
    // A round in progress has no result yet: no multiplier, payout or profit (what a cash out would pay is
    // the open game's business, not the record's).
    multiplier: multiplierOf(row.stake, payout),
    payout: fromMinor(payout, decimals),
    profit: settled ? fromMinor(payout - row.stake, decimals) : 0,
    status: row.status,
    serverSeedHash: row.serverSeedHash,
    serverSeed: pair?.status === 'revealed' ? pair.serverSeed : null,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    createdAt: new Date(row.createdAt).toISOString(),
    data: row.view,
  };
}
