/** The staff page's tables: the player's ledger and bets (pages, newest first) and live sessions. */
import { ADMIN_PAGE_SIZE, type AdminBetPage, type AdminLedgerPage, type AdminSession } from '@contract/admin';
import type { SimContext } from '../../context';
import type { BalanceKind, SessionRecord } from '../../services/db';
import { sha256Hex } from '../../services/crypto';
import { betRecords } from '../games/bets';
import { listTag } from '../games/records';
import { isLiveSession, wireAmount } from './details';

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

export async function ledgerPage(
  ctx: SimContext,
  userId: string,
  query: { page: number; currency?: string | undefined; kind?: BalanceKind | undefined },
): Promise<AdminLedgerPage> {
  const { currency, kind, page } = query;
  const rows = () =>
    ctx.db.ledger
      .where('userId')
      .equals(userId)
      .filter((row) => (!currency || row.currency === currency) && (!kind || row.kind === kind));
  const [total, found] = await Promise.all([
    rows().count(),
    rows().reverse().offset(offsetOf(page)).limit(ADMIN_PAGE_SIZE).toArray(),
  ]);
  return {
    data: found.map((row) => ({
      id: row.id!,
      at: row.at,
      currency: row.currency,
      kind: row.kind,
      delta: wireAmount(row.currency, row.delta),
      balanceAfter: wireAmount(row.currency, row.balanceAfter),
      reason: row.reason,
      ref: row.ref,
    })),
    page,
    pages: pagesOf(total),
    total,
  };
}

export async function betsPage(ctx: SimContext, userId: string, page: number): Promise<AdminBetPage> {
  const tagged = () => ctx.db.bets.where('tags').equals(listTag(`u:${userId}`));
  const [total, rows] = await Promise.all([
    tagged().count(),
    tagged().reverse().offset(offsetOf(page)).limit(ADMIN_PAGE_SIZE).toArray(),
  ]);
  // Seen as the player sees their own bets: a private player's name is no secret to staff.
  return { data: await betRecords(ctx, rows, userId), page, pages: pagesOf(total), total };
}

/** A session's name on the staff page: part of its token's hash, so the token itself never leaves the sim. */
export const sessionIdOf = (session: SessionRecord) => sha256Hex(session.token).slice(0, 16);

export async function liveSessions(ctx: SimContext, userId: string): Promise<SessionRecord[]> {
  const now = ctx.clock.now();
  const sessions = await ctx.db.sessions.where('userId').equals(userId).toArray();
  return sessions.filter((session) => isLiveSession(session, now)).sort((a, b) => b.lastSeen - a.lastSeen);
}

export async function sessionList(
  ctx: SimContext,
  userId: string,
  staffToken: string,
): Promise<AdminSession[]> {
  return (await liveSessions(ctx, userId)).map((session) => ({
    id: sessionIdOf(session),
    createdAt: session.createdAt,
    lastSeen: session.lastSeen,
    twoFactorPending: session.twoFactorPending,
    current: session.token === staffToken,
  }));
}
