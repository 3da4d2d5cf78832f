import { COMING_SOON } from '../../../components/coming-soon';
import { useWalletModal, type WalletTab } from '../wallet-modal-store';
import { DepositTab } from './DepositTab';
import './deposit.css';

const TABS: { id: WalletTab; name: string }[] = [
  { id: 'deposit', name: 'Deposit' },
  { id: 'withdraw', name: 'Withdraw' },
];

/**
 * The wallet modal's content (platform.md §2): the deposit tab, and the withdraw tab still to come. The header
 * owns the modal around it, so this chunk shares neither the modal nor the session store with the first bundle.
 */
export default function WalletTabs({ userId }: { userId: string | null }) {
  const tab = useWalletModal((state) => state.tab);
  const setTab = useWalletModal((state) => state.setTab);
  return (
    <>
      <div role="tablist" aria-label="Wallet" className="wallet-tabs">
        {TABS.map(({ id, name }) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? 'wallet-tab wallet-tab--active' : 'wallet-tab'}
            onClick={() => setTab(id)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find(({ id }) => id === tab)?.name}>
        {tab === 'deposit' ? (
          <DepositTab userId={userId} />
        ) : (
          <section className="wallet-coming-soon">
            <h3>Withdraw</h3>
            <p>{COMING_SOON}</p>
          </section>
        )}
      </div>
    </>
  );
}
