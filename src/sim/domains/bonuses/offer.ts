/**
 * The deposit bonus's offer (community.md §3, §7): POST /api/data/promotions/depositBonus and the opt-in. The
 * welcome match is on offer to a player until their first credited deposit, unless they used or cancelled it;
 * a guest sees it (the popup then asks them to sign in). A promo code of kind 'depositBonus' offers this same
 * bonus: the player then opts in here and deposits.
 */
import {
  CODES,
  DEPOSIT_BONUS,
  HTTP,
  PROMOTION_TEXTS,
  type DepositBonusAnswer,
  type OkAnswer,
} from '@contract/index';
import { depositOptInBodySchema } from '@contract/promotions-schemas';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../services/db';
import type { DepositBonusStateRecord } from '../../services/db-promotions';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { noCreditedDeposit } from '../chains/credit';
import { WELCOME_DEPOSIT_BONUS } from './texts';

export const welcomeStateKey = (userId: string): [string, string] => [userId, DEPOSIT_BONUS.welcomeId];

/** The player's offer: whether they opted in, or null when it is not on offer to them (any more). */
export async function openOffer(ctx: SimContext, userId: string): Promise<{ checkedIn: boolean } | null> {
  const state = await ctx.db.depositBonusStates.get(welcomeStateKey(userId));
  if (state && (state.cancelled || state.depositId !== null)) return null;
  if (!(await noCreditedDeposit(ctx, userId))) return null;
  return { checkedIn: state?.checkedIn ?? false };
}

export async function depositBonusAnswer(
  ctx: SimContext,
  user: UserRecord | null,
): Promise<DepositBonusAnswer> {
  if (!user) return { model: WELCOME_DEPOSIT_BONUS, state: null };
  const state = await openOffer(ctx, user._id);
  return state ? { model: WELCOME_DEPOSIT_BONUS, state } : { model: null, state: null };
}

const failed = () => new HttpError(HTTP.badRequest, CODES.generic, PROMOTION_TEXTS.failed);

/** Opts the player in; again is a no-op. An unknown id, or an offer the player no longer has, is refused. */
export async function optIn(ctx: SimContext, user: UserRecord, raw: unknown): Promise<OkAnswer> {
  const { id } = parseBody(depositOptInBodySchema, raw);
  if (id !== DEPOSIT_BONUS.welcomeId) throw failed();
  const offer = await openOffer(ctx, user._id);
  if (!offer) throw failed();
  if (!offer.checkedIn) {
    const state: DepositBonusStateRecord = {
      userId: user._id,
      bonusId: DEPOSIT_BONUS.welcomeId,
      checkedIn: true,
      depositId: null,
      cancelled: false,
      at: ctx.clock.now(),
    };
    await ctx.db.depositBonusStates.put(state);
  }
  return { success: true };
}
