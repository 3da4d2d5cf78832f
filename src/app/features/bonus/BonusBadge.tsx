/** The header's gift badge beside the balance while the player has bonus balances: opens their info popup. */
import { Icon } from '../../components/Icon';
import { openPromotionModal } from '../promotions/promotion-modals';
import { useWallet } from '../wallet/wallet-store';
import './bonus-badge.css';

export function BonusBadge() {
  const count = useWallet((state) => state.bonuses.length);
  if (count === 0) return null;
  return (
    <button
      type="button"
      className="bonus-badge"
      aria-label={`Bonus balances (${count})`}
      title="Bonus balances"
      onClick={() => openPromotionModal('bonusInfo')}
    >
      <Icon name="gift" />
    </button>
  );
}
