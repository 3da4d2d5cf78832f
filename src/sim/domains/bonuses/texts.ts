/**
 * What the bonus domain says to players: the deposit bonus's offer (the popup's title, description and
 * conditions) and the notifications of a bonus credited and converted.
 */
import { BONUS, DEPOSIT_BONUS, minorToString, type DepositBonusModel } from '@contract/index';
import { findCurrency } from '../../context';
import type { BonusRecord } from '../../services/db-promotions';
import { microToUsd } from '../../services/usd';

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The one deposit bonus of the world: the home promo's first-deposit match. */
export const WELCOME_DEPOSIT_BONUS: DepositBonusModel = {
  _id: DEPOSIT_BONUS.welcomeId,
  name: 'Welcome deposit bonus',
  description: `Get ${DEPOSIT_BONUS.percent}% of your first deposit as a bonus, up to ${usd(DEPOSIT_BONUS.maxUsd)}.`,
  conditions: [
    'Opt in before you make your first deposit.',
    `The bonus is ${DEPOSIT_BONUS.percent}% of the deposit's value, at most ${usd(DEPOSIT_BONUS.maxUsd)}, in the deposit's currency.`,
    `Wager x${DEPOSIT_BONUS.multiplier} the bonus to unlock it; it unlocks gradually as you play.`,
    `Wagers in ${BONUS.notAcceptedIn.join(', ')} do not count.`,
    `A bonus under ${usd(BONUS.resetUnderUsd)} has no wager requirement.`,
  ],
  max: DEPOSIT_BONUS.maxUsd,
  multiplier: DEPOSIT_BONUS.multiplier,
  percent: DEPOSIT_BONUS.percent,
};

const amountOf = (bonus: BonusRecord) =>
  `${minorToString(bonus.value, findCurrency(bonus.currency)?.decimals ?? 8)} ${bonus.currency.toUpperCase()}`;

/** A deposit bonus credited: still to wager, or already in the real balance under the $10 rule. */
export const depositBonusCreditedText = (bonus: BonusRecord) =>
  bonus.status === 'active'
    ? `Your deposit bonus of ${amountOf(bonus)} is credited: wager ${usd(microToUsd(bonus.requiredMicroUsd))} to unlock it`
    : `Your deposit bonus of ${amountOf(bonus)} is added to your balance`;

export const bonusConvertedText = (bonus: BonusRecord) =>
  `Your ${bonus.name} of ${amountOf(bonus)} is unlocked and added to your balance`;
