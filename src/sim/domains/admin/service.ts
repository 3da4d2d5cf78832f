/**
 * The staff calls' handlers (loaded on first use by index.ts). Each checks the permission before it reads its
 * body (a refusal changes nothing and tells nothing of the player), then finds the player; every action answers
 * the player's details as they are after it, so the page shows the result of what it did.
 */
import {
  adminAdjustBodySchema,
  adminBetsBodySchema,
  adminLedgerBodySchema,
  adminMuteBodySchema,
  adminSelfExclusionBodySchema,
  adminSignOutBodySchema,
  adminUserBodySchema,
} from '@contract/admin-schemas';
import type * as z from 'zod/mini';
import type { SimContext } from '../../context';
import { authed, type AuthedInput, type Handler, type HandlerInput, type RouteHandlers } from '../../router';
import type { UserRecord } from '../../services/db';
import { parseBody } from '../../services/validation';
import { assertPlayerStaff, findPlayer } from './access';
import {
  adjustBalance,
  excludePlayer,
  liftExclusion,
  mutePlayer,
  signOutPlayer,
  unmutePlayer,
} from './actions';
import { playerDetails } from './details';
import { betsPage, ledgerPage, sessionList } from './lists';

/** The caller, once their permission is checked. */
function staffOf(input: HandlerInput): AuthedInput {
  const staff = authed(input);
  assertPlayerStaff(staff.user);
  return staff;
}

/** A handler that acts on the player named in the body and answers their details after the action. */
function action<S extends z.core.$ZodType<{ userId: string }>>(
  schema: S,
  act: (ctx: SimContext, staff: UserRecord, player: UserRecord, body: z.output<S>) => Promise<void>,
): Handler {
  return async (input) => {
    const { ctx, user } = staffOf(input);
    const body = parseBody(schema, input.body);
    await act(ctx, user, await findPlayer(ctx, body.userId), body);
    return playerDetails(ctx, await findPlayer(ctx, body.userId));
  };
}

export const adminHandlers: RouteHandlers = {
  'POST /api/admin/user': async (input) => {
    const { ctx } = staffOf(input);
    const { userId } = parseBody(adminUserBodySchema, input.body);
    return playerDetails(ctx, await findPlayer(ctx, userId));
  },
  'POST /api/admin/user/ledger': async (input) => {
    const { ctx } = staffOf(input);
    const { userId, ...query } = parseBody(adminLedgerBodySchema, input.body);
    await findPlayer(ctx, userId);
    return ledgerPage(ctx, userId, query);
  },
  'POST /api/admin/user/bets': async (input) => {
    const { ctx } = staffOf(input);
    const { userId, page } = parseBody(adminBetsBodySchema, input.body);
    await findPlayer(ctx, userId);
    return betsPage(ctx, userId, page);
  },
  'POST /api/admin/user/sessions': async (input) => {
    const { ctx, session } = staffOf(input);
    const { userId } = parseBody(adminUserBodySchema, input.body);
    await findPlayer(ctx, userId);
    return sessionList(ctx, userId, session.token);
  },
  'POST /api/admin/user/mute': action(adminMuteBodySchema, (ctx, staff, player, { minutes }) =>
    mutePlayer(ctx, staff, player, minutes),
  ),
  'POST /api/admin/user/unmute': action(adminUserBodySchema, unmutePlayer),
  'POST /api/admin/user/selfExclusion': action(adminSelfExclusionBodySchema, (ctx, staff, player, { days }) =>
    excludePlayer(ctx, staff, player, days),
  ),
  'POST /api/admin/user/selfExclusion/lift': action(adminUserBodySchema, liftExclusion),
  'POST /api/admin/user/signOut': action(adminSignOutBodySchema, (ctx, staff, player, { sessionId }) =>
    signOutPlayer(ctx, staff, player, sessionId),
  ),
  'POST /api/admin/user/adjust': action(adminAdjustBodySchema, adjustBalance),
};
