/** POST /api/promocode/listPublic: the listed codes anyone may activate now, soonest to expire first. */
import type { PublicPromoCode } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { PromoCodeRecord } from '../../services/db-promotions';
import { isOpen } from './checks';
import { ensureCodesSeeded } from './seed';

const publicCode = (record: PromoCodeRecord): PublicPromoCode => ({
  _id: record.code,
  code: record.code,
  title: record.title,
  reward: record.reward,
  expiresAt: record.expiresAt,
  usesLeft: record.maxUses === null ? null : record.maxUses - record.uses,
});

const byExpiry = (a: PromoCodeRecord, b: PromoCodeRecord) =>
  (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || a.code.localeCompare(b.code);

export async function listPublicCodes(ctx: SimContext): Promise<PublicPromoCode[]> {
  await ensureCodesSeeded(ctx);
  const now = ctx.clock.now();
  const codes = await ctx.db.promoCodes.where('kind').equals('public').toArray();
  return codes
    .filter((record) => record.listed && isOpen(record, now))
    .sort(byExpiry)
    .map(publicCode);
}
