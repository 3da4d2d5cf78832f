import { useEffect, useId, useState } from 'react';
import { toast } from '../../components/toast';
import { useShallow } from 'zustand/react/shallow';
import { ApiError, CODES, MESSAGES, type Currency } from '@contract/index';
import { api } from '../../api/api';
import { ExtensionGate } from '../../components/extension-gate';
import { BonusBadge } from '../bonus/BonusBadge';
import { Icon } from '../../components/Icon';
import { lazyComponent } from '../../components/lazy';
import { Modal } from '../../components/modal';
import { useAppStore } from '../../stores/app-store';
import { useSession } from '../auth/session/session-store';
import { amountText, useAmountView } from './amount-text';
import { BalanceAmount } from './BalanceAmount';
import { CurrencyPicker } from './CurrencyPicker';
import { CurrencyPromptSlot } from './currency-prompt/CurrencyPromptSlot';
import { useFixedCurrency } from './fixed-currency';
import { WalletSettings } from './settings/WalletSettings';
import { displayedBalance, useWallet } from './wallet-store';
import { useWalletModal } from './wallet-modal-store';
import { startWalletSync } from './wallet-sync';
import './wallet.css';

/** The wallet modal is its own chunk: the page's first bundle stays small. */
const WalletTabs = lazyComponent(() => import('./modal/WalletTabs').then((module) => module.default));

/** The displayed balance of a currency (community.md §5) and its text in the chosen view. */
function useBalances() {
  const bonuses = useWallet((state) => state.bonuses);
  const demo = useAppStore((state) => state.demo);
  const view = useAmountView();
  const balanceOf = (currency: Currency) => displayedBalance(currency, bonuses, demo);
  return { balanceOf, textOf: (currency: Currency) => amountText(balanceOf(currency), currency, view) };
}

async function topUpDemo(currency: Currency): Promise<void> {
  try {
    const answer = await api('POST /api/user/demo', { currency: currency.id });
    useWallet.getState().setBalance(answer.currency, answer.balance);
  } catch (error) {
    if (!(error instanceof ApiError)) toast.error(MESSAGES.internal);
    else toast.error(error.code === CODES.demoBalanceNotZero ? MESSAGES.demoBalanceNotZero : error.message);
  }
}

/** The header's balance: currency picker, deposit, demo/real toggle and the demo top-up. */
export function HeaderBalance() {
  const currencies = useWallet((state) => state.currencies);
  const listVersion = useWallet((state) => state.listVersion);
  const {
    currency: selectedId,
    demo,
    set,
  } = useAppStore(useShallow(({ currency, demo, set }) => ({ currency, demo, set })));
  const emailVerified = useSession((state) => state.user?.email_verified === true);
  const player = useSession(
    useShallow(({ user }) =>
      user ? { id: user._id, emailVerified: user.email_verified, vipLevel: user.vipLevel } : null,
    ),
  );
  const { balanceOf, textOf } = useBalances();
  const fixed = useFixedCurrency();
  const demoId = useId();
  const [toppingUp, setToppingUp] = useState(false);
  const { open: walletOpen, openWallet, closeWallet } = useWalletModal();

  useEffect(() => startWalletSync(), []);

  const selected = currencies.find((entry) => entry.id === (fixed ?? selectedId)) ?? currencies[0];
  if (!selected) return <div className="header-balance" aria-busy="true" />;

  return (
    <div className="header-balance">
      <div className="balance-group">
        <CurrencyPicker
          currencies={currencies}
          selected={selected}
          amountOf={textOf}
          onSelect={(currency) => set({ currency })}
          locked={fixed !== null}
          selectedAmount={
            <BalanceAmount
              amount={balanceOf(selected)}
              currency={selected}
              runKey={`${selected.id}:${demo}:${listVersion}`}
            />
          }
        />
        <BonusBadge />
        <WalletSettings />
      </div>
      <button
        type="button"
        className="wallet-deposit"
        disabled={!emailVerified}
        title={emailVerified ? undefined : 'Verify your email to deposit'}
        onClick={() => openWallet('deposit')}
      >
        {/* A narrow header shows the wallet icon and keeps the word as the button's name (layout.css). */}
        <Icon name="wallet" />
        <span className="wallet-deposit__label">Deposit</span>
      </button>
      <Modal open={walletOpen} onClose={closeWallet} title="Wallet" className="wallet-modal">
        <WalletTabs player={player} />
      </Modal>
      <CurrencyPromptSlot />
      <div className="wallet-demo-toggle">
        <input
          id={demoId}
          type="checkbox"
          checked={demo}
          onChange={(event) => set({ demo: event.target.checked })}
        />
        <label htmlFor={demoId}>Demo</label>
      </div>
      {/* The top-up is an extension: on a server without it the button goes (the toast said why). */}
      {demo && selected.balance.demo === 0 && (
        <ExtensionGate route="POST /api/user/demo" silent>
          <button
            type="button"
            className="wallet-demo-topup"
            disabled={toppingUp}
            title="Get demo balance"
            onClick={() => {
              setToppingUp(true);
              void topUpDemo(selected).finally(() => setToppingUp(false));
            }}
          >
            {/* A narrow header shows the mark and keeps the words as the button's name (layout.css). */}
            <span className="wallet-demo-topup__mark" aria-hidden="true">
              +
            </span>
            <span className="wallet-demo-topup__label">Get demo balance</span>
          </button>
        </ExtensionGate>
      )}
    </div>
  );
}
