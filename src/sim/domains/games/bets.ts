/**
 * Bet history (issue 3 §4; community.md bet overview): 'POST /api/bets' pages of 20, newest first, of the
 * player's own bets (a session is needed), everyone's or the high rollers'; one bet by id for the overview
 * ('POST /api/bets/get' and the whisper Info). Lists come from the bets' multi-entry `tags` index, whose
 * entries sort by the bet number, so a page is an index range read backwards.
 */
import {
  CODES,
  HTTP,
  MESSAGES,
  type BetPage,
  type BetRecord,
  type BetScope,
  type GameId,
} from '@contract/index';
import type { SimContext } from '../../context';
import { HttpError } from '../../services/http-error';
import type { BetRow } from '../../services/db';
import { betRecord, listTag } from './records';
import { BETS_PAGE_SIZE } from './settings';

/** Records of rows, with their seed pairs (for revealed server seeds) and owners (for names and privacy). */
export async function betRecords(
  ctx: SimContext,
  rows: BetRow[],
  viewerId: string | null,
): Promise<BetRecord[]> {
  const pairIds = [...new Set(rows.map((row) => row.seedPairId))];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [pairs, users] = await Promise.all([
    ctx.db.seedPairs.bulkGet(pairIds),
    ctx.db.users.bulkGet(userIds),
  ]);
  const pairById = new Map(pairs.flatMap((pair) => (pair ? [[pair.id, pair] as const] : [])));
  const userById = new Map(users.flatMap((user) => (user ? [[user._id, user] as const] : [])));
  return rows.map((row) => betRecord(row, pairById.get(row.seedPairId), userById.get(row.userId), viewerId));
}

export async function betPage(
  ctx: SimContext,
  input: { scope: BetScope; page: number; game?: GameId | undefined },
  viewerId: string | null,
): Promise<BetPage> {
  if (input.scope === 'my' && !viewerId) {
    throw new HttpError(HTTP.unauthorized, CODES.unauthenticated, MESSAGES.unauthenticated);
  }
  const list = input.scope === 'my' ? `u:${viewerId}` : input.scope;
  return taggedBetPage(ctx, listTag(list, input.game), input.page, viewerId);
}

/** A page of the bets under one `tags` entry (a list, a player's `u:{id}`), newest first. */
export async function taggedBetPage(
  ctx: SimContext,
  tag: string,
  page: number,
  viewerId: string | null,
): Promise<BetPage> {
  const matching = () => ctx.db.bets.where('tags').equals(tag);
  const total = await matching().count();
  const rows = await matching()
    .reverse()
    .offset((page - 1) * BETS_PAGE_SIZE)
    .limit(BETS_PAGE_SIZE)
    .toArray();
  return {
    data: await betRecords(ctx, rows, viewerId),
    page,
    pages: Math.max(1, Math.ceil(total / BETS_PAGE_SIZE)),
    total,
  };
}

/** One bet by its id (or its number), or undefined. */
export async function findBet(ctx: SimContext, id: string | number): Promise<BetRow | undefined> {
  if (typeof id === 'number') return ctx.db.bets.get(id);
  const byId = await ctx.db.bets.where('id').equals(id).first();
  if (byId || !/^\d{1,15}$/.test(id)) return byId;
  return ctx.db.bets.get(Number(id));
}

export async function oneBet(ctx: SimContext, id: string | number, viewerId: string | null) {
  const row = await findBet(ctx, id);
  if (!row) return undefined;
  const [record] = await betRecords(ctx, [row], viewerId);
  return record;
}
