/**
 * BonusBalanceTransferred on the player's private channel (community.md §9): a bonus met its wager
 * requirement and became real money. The balance itself arrives with BalanceModification; here the player is
 * told, and the bonus list is read again so the converted bonus leaves it.
 */
import { toast } from '../../components/toast';
import type { BonusBalanceTransferred } from '@contract/index';
import { useWallet } from '../wallet/wallet-store';
import { currencyAmountText } from './bonus-amounts';

export function onBonusTransferred(event: BonusBalanceTransferred): void {
  toast.success(`Your bonus of ${currencyAmountText(event.value, event.currency)} is now real money`);
  void useWallet.getState().loadBonuses();
}
