/**
 * The activation rules, in the order they are checked (the spec gives the codes, not an order; operator
 * choice): the code exists and its window has started (1), it has not expired (2); then who may use it: not
 * one's own (8), a private code's accounts only (9), VIP-only from PROMO.vipMinLevel (7), referral-only and
 * own codes for players without an affiliation (6); then the player's and the code's counts: used before (4),
 * the code's usage limit (3), the player's activations today, UTC on the sim clock (5).
 */
import { PROMO } from '@contract/promotions';
import type { UserRecord } from '../../services/db';
import type { PromoCodeRecord } from '../../services/db-promotions';
import type { PromoErrorCode } from './errors';

export const DAY_MS = 86_400_000;

/** The UTC day of `at`: [start, end) in ms. */
export const utcDay = (at: number): [number, number] => {
  const start = Math.floor(at / DAY_MS) * DAY_MS;
  return [start, start + DAY_MS];
};

export interface ActivationFacts {
  record: PromoCodeRecord | null;
  player: Pick<UserRecord, '_id' | 'vipLevel' | 'invitedBy'>;
  usedBefore: boolean;
  activationsToday: number;
  now: number;
}

/** Whether a code can be activated by anyone at `now` (its window and its usage limit). */
export const isOpen = (record: PromoCodeRecord, now: number) =>
  (record.startsAt === null || record.startsAt <= now) &&
  (record.expiresAt === null || now < record.expiresAt) &&
  (record.maxUses === null || record.uses < record.maxUses);

/** The first rule the activation breaks, or null when it may go ahead. */
export function refusalOf({
  record,
  player,
  usedBefore,
  activationsToday,
  now,
}: ActivationFacts): PromoErrorCode | null {
  if (!record || (record.startsAt !== null && now < record.startsAt)) return 1;
  if (record.expiresAt !== null && now >= record.expiresAt) return 2;
  if (record.kind === 'own' && record.ownerId === player._id) return 8;
  if (record.kind === 'private' && !record.userIds.includes(player._id)) return 9;
  if (record.kind === 'vip' && player.vipLevel < PROMO.vipMinLevel) return 7;
  if ((record.kind === 'referral' || record.kind === 'own') && player.invitedBy) return 6;
  if (usedBefore) return 4;
  if (record.maxUses !== null && record.uses >= record.maxUses) return 3;
  if (activationsToday >= PROMO.dailyActivations) return 5;
  return null;
}
