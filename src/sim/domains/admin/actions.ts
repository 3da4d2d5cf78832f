/**
 * The back office's actions on a player, each written with its staff action (the audit trail): mute and unmute
 * through the chat's moderation (one rule with the chat's moderators: staff never mute their rank or above),
 * self-exclusion and its lift, sign-outs, and manual adjustments of the real balance through the ledger.
 */
import { CODES, HTTP, MESSAGES, toMinor } from '@contract/index';
import { ADJUSTMENT_REASON, ADMIN_MESSAGES, type SelfExclusionPeriod } from '@contract/admin';
import { findCurrency, type SimContext } from '../../context';
import type { StaffActionRecord } from '../../services/db-admin';
import type { UserRecord } from '../../services/db';
import { HttpError } from '../../services/http-error';
import { InsufficientFunds } from '../../services/ledger';
import { invalidField } from '../../services/validation';
import { mute, unmute } from '../chat/moderation';
import { scheduleExclusionEnd } from './exclusion';
import { liveSessions, sessionIdOf } from './lists';

const DAY_MS = 24 * 60 * 60_000;

type ActionFields = Omit<StaffActionRecord, '_id' | 'userId' | 'staffId' | 'at'>;

function staffAction(ctx: SimContext, staff: UserRecord, player: UserRecord, fields: ActionFields) {
  const action: StaffActionRecord = {
    _id: ctx.newId(),
    userId: player._id,
    staffId: staff._id,
    at: ctx.clock.now(),
    ...fields,
  };
  return action;
}

export async function mutePlayer(ctx: SimContext, staff: UserRecord, player: UserRecord, minutes: number) {
  const { mute: until } = await mute(ctx, staff, player._id, minutes);
  await ctx.db.staffActions.add(staffAction(ctx, staff, player, { kind: 'mute', minutes, until }));
}

export async function unmutePlayer(ctx: SimContext, staff: UserRecord, player: UserRecord) {
  await unmute(ctx, player.name);
  await ctx.db.staffActions.add(staffAction(ctx, staff, player, { kind: 'unmute' }));
}

/**
 * Self-excludes the player (User.self_excluded: the client holds them on /error/se) for `days` or forever, and
 * ends their sessions so that the exclusion meets them at their next sign-in, as operators do.
 */
export async function excludePlayer(
  ctx: SimContext,
  staff: UserRecord,
  player: UserRecord,
  days: SelfExclusionPeriod,
) {
  const { db } = ctx;
  const until = days === 'forever' ? null : ctx.clock.now() + days * DAY_MS;
  const action = await db.transaction('rw', db.users, db.sessions, db.staffActions, async () => {
    const sessions = await liveSessions(ctx, player._id);
    await db.sessions.bulkUpdate(sessions.map(({ token }) => ({ key: token, changes: { revoked: true } })));
    await db.users.update(player._id, { self_excluded: true });
    const record = staffAction(ctx, staff, player, { kind: 'selfExclude', until, sessions: sessions.length });
    await db.staffActions.add(record);
    return record;
  });
  scheduleExclusionEnd(ctx, action);
}

export async function liftExclusion(ctx: SimContext, staff: UserRecord, player: UserRecord) {
  const { db } = ctx;
  await db.transaction('rw', db.users, db.staffActions, async () => {
    await db.users.update(player._id, { self_excluded: false });
    await db.staffActions.add(staffAction(ctx, staff, player, { kind: 'liftSelfExclusion' }));
  });
}

/** Ends one session of the player (by its id on the staff page), or all of them. */
export async function signOutPlayer(
  ctx: SimContext,
  staff: UserRecord,
  player: UserRecord,
  sessionId: string | undefined,
) {
  const { db } = ctx;
  await db.transaction('rw', db.sessions, db.staffActions, async () => {
    const live = await liveSessions(ctx, player._id);
    const ending =
      sessionId === undefined ? live : live.filter((session) => sessionIdOf(session) === sessionId);
    if (sessionId !== undefined && ending.length === 0)
      throw new HttpError(HTTP.notFound, CODES.notFound, ADMIN_MESSAGES.unknownSession);
    await db.sessions.bulkUpdate(ending.map(({ token }) => ({ key: token, changes: { revoked: true } })));
    await db.staffActions.add(staffAction(ctx, staff, player, { kind: 'signOut', sessions: ending.length }));
  });
}

/**
 * A manual credit or debit of the player's real balance: a ledger row of reason 'adjustment' that references
 * its staff action, written in one transaction; refused when it would take the balance below zero.
 */
export async function adjustBalance(
  ctx: SimContext,
  staff: UserRecord,
  player: UserRecord,
  input: { currency: string; amount: string | number; reason: string },
) {
  const currency = findCurrency(input.currency);
  if (!currency) throw invalidField('currency', MESSAGES.unknownCurrency);
  const delta = toMinor(input.amount, currency.decimals);
  if (delta === null || delta === 0) throw invalidField('amount', ADMIN_MESSAGES.amountPrecision);
  const action = staffAction(ctx, staff, player, {
    kind: 'adjustment',
    currency: currency.id,
    amount: delta,
    reason: input.reason,
  });
  try {
    await ctx.ledger.transact([ctx.db.staffActions], (tx) =>
      ctx.db.staffActions.add(action).then(() =>
        tx.apply({
          userId: player._id,
          currency: currency.id,
          kind: 'real',
          delta,
          reason: ADJUSTMENT_REASON,
          ref: action._id,
        }),
      ),
    );
  } catch (error) {
    if (error instanceof InsufficientFunds) throw invalidField('amount', ADMIN_MESSAGES.belowZero);
    throw error;
  }
}
