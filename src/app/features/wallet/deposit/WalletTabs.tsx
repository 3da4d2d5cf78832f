import { useState } from 'react';
import { COMING_SOON } from '../../../components/coming-soon';
import { DepositTab } from './DepositTab';
import './deposit.css';

const TABS = ['Deposit', 'Withdraw'] as const;
type Tab = (typeof TABS)[number];

/**
 * The wallet modal's content (platform.md §2): the deposit tab, and the withdraw tab still to come. The header
 * owns the modal around it, so this chunk shares neither the modal nor the session store with the first bundle.
 */
export default function WalletTabs({ userId }: { userId: string | null }) {
  const [tab, setTab] = useState<Tab>('Deposit');
  return (
    <>
      <div role="tablist" aria-label="Wallet" className="wallet-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'wallet-tab wallet-tab--active' : 'wallet-tab'}
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {tab === 'Deposit' ? (
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
