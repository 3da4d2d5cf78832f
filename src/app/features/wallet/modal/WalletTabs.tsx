import { Icon } from '../../../components/Icon';
import { DepositTab } from '../deposit/DepositTab';
import { useWalletModal, type WalletPlayer, type WalletTab } from '../wallet-modal-store';
import { WithdrawTab } from '../withdraw/WithdrawTab';
import { TabList } from '../../../components/tabs';
import { PromoCodeForm } from '../../promotions/code/PromoCodeForm';
import { WalletHistory } from './WalletHistory';
import './wallet-modal.css';

const TABS: { id: WalletTab; name: string }[] = [
  { id: 'deposit', name: 'Deposit' },
  { id: 'withdraw', name: 'Withdraw' },
  { id: 'promocode', name: 'Promocode' },
];

function TabContent({ tab, player }: { tab: WalletTab; player: WalletPlayer | null }) {
  if (tab === 'deposit') return <DepositTab />;
  if (tab === 'withdraw') return <WithdrawTab player={player} />;
  return (
    <div className="wallet-promocode">
      <p className="wallet-promocode__lead">
        Have a promo code? Activate it for bonus money, wheel spins or a deposit bonus.
      </p>
      <PromoCodeForm offerWheel />
    </div>
  );
}

/**
 * The wallet modal's content (platform.md §2): the tabs deposit, withdraw and promocode, and the deposit and
 * withdraw histories. The header owns the modal around it, so this chunk shares neither the modal nor the
 * session store with the first bundle.
 */
export default function WalletTabs({ player }: { player: WalletPlayer | null }) {
  const { tab, history, setTab, openHistory } = useWalletModal();
  if (history) return <WalletHistory kind={history} userId={player?.id ?? null} />;
  return (
    <>
      <div className="wallet-bar">
        <TabList label="Wallet" tabs={TABS} selected={tab} onSelect={setTab} />
        <button
          type="button"
          className="wallet-bar__history"
          onClick={() => openHistory(tab === 'withdraw' ? 'withdraws' : 'deposits')}
        >
          <Icon name="history" />
          <span>History</span>
        </button>
      </div>
      <div role="tabpanel" aria-label={TABS.find(({ id }) => id === tab)?.name}>
        <TabContent tab={tab} player={player} />
      </div>
    </>
  );
}
