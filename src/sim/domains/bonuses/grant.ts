/**
 * Granting and converting bonus balances. A bonus's value is a balance of kind 'bonus' on the ledger, so
 * granting, converting and cancelling each write ledger rows in the same transaction as the bonus record.
 * Callers run these inside `ctx.ledger.transact` with `db.bonuses` (and db.notifications) in the scope.
 */
import { USER_EVENTS, fromMinor, userChannel, type BonusBalanceTransferred } from '@contract/index';
import { BONUS } from '@contract/promotions';
import type { SimContext } from '../../context';
import type { BonusRecord } from '../../services/db-promotions';
import type { MoneyTx } from '../../services/ledger';
import { microUsdOfMinor, usdToMicro } from '../../services/usd';
import { findCurrency } from '../../context';
import { txValue } from '../games/tx';

export interface BonusGrant {
  userId: string;
  currency: string;
  /** Minor units of `currency`, positive. */
  value: number;
  name: string;
  /** The wager requirement is value × multiplier, in US dollars at the grant's prices. */
  multiplier: number;
  /** 'deposit:{id}', 'promo:{code}', 'wheel:{betId}', ... */
  source: string;
  /**
   * The bonus's id when its cause has one of its own (a deposit's bonus is keyed by the deposit), so that a
   * replayed cause fails to add a second bonus instead of granting twice. A new id when absent.
   */
  id?: string;
}

/**
 * The $10 rule (community.md §9): a bonus worth under $10 at the prices of the moment carries no wager
 * requirement. Checked at the grant and again at every wager, as a bonus in a falling currency may drop under it.
 */
export const worthUnderResetLimit = (ctx: SimContext, currency: string, value: number): boolean =>
  underResetLimit(microUsdOfMinor(ctx.prices, currency, value));

const underResetLimit = (valueMicroUsd: number) => valueMicroUsd < usdToMicro(BONUS.resetUnderUsd);

/**
 * Writes the bonus and its ledger row. A bonus worth under $10 carries no wager requirement (community.md §9:
 * a bonus under $10 resets it), so it converts to the real balance in the same transaction.
 */
export function grantBonus(ctx: SimContext, tx: MoneyTx, grant: BonusGrant): PromiseLike<BonusRecord> {
  const now = ctx.clock.now();
  const valueMicro = microUsdOfMinor(ctx.prices, grant.currency, grant.value);
  const resets = underResetLimit(valueMicro);
  const bonus: BonusRecord = {
    _id: grant.id ?? ctx.newId(),
    userId: grant.userId,
    currency: grant.currency,
    name: grant.name,
    value: grant.value,
    requiredMicroUsd: resets ? 0 : valueMicro * grant.multiplier,
    wageredMicroUsd: 0,
    multiplier: grant.multiplier,
    status: 'active',
    source: grant.source,
    createdAt: now,
    endedAt: null,
  };
  return tx
    .apply({
      userId: grant.userId,
      currency: grant.currency,
      kind: 'bonus',
      delta: grant.value,
      reason: 'bonus_grant',
      ref: bonus._id,
    })
    .then(() => ctx.db.bonuses.add(bonus))
    .then(() => (resets ? transferBonus(ctx, tx, bonus) : txValue(bonus)));
}

/** Converts a bonus to real money: its bonus balance out, the same amount into the real balance. */
export function transferBonus(ctx: SimContext, tx: MoneyTx, bonus: BonusRecord): PromiseLike<BonusRecord> {
  const ended: BonusRecord = { ...bonus, status: 'transferred', endedAt: ctx.clock.now() };
  const change = { userId: bonus.userId, currency: bonus.currency, ref: bonus._id };
  return tx
    .apply({ ...change, kind: 'bonus', delta: -bonus.value, reason: 'bonus_transfer' })
    .then(() => tx.apply({ ...change, kind: 'real', delta: bonus.value, reason: 'bonus_transfer' }))
    .then(() => ctx.db.bonuses.put(ended))
    .then(() => {
      const payload: BonusBalanceTransferred = {
        bonusId: bonus._id,
        currency: bonus.currency,
        value: fromMinor(bonus.value, findCurrency(bonus.currency)?.decimals ?? 8),
      };
      tx.after(() =>
        ctx.broadcaster.emit(userChannel(bonus.userId), USER_EVENTS.bonusBalanceTransferred, payload),
      );
      return ended;
    });
}
