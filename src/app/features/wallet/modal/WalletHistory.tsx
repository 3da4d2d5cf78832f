import { DepositHistory } from '../deposit/DepositHistory';
import { useDepositHistory } from '../deposit/deposit-history-store';
import { useWalletModal, type WalletHistoryKind } from '../wallet-modal-store';
import { WithdrawHistory } from '../withdraw/WithdrawHistory';
import { useLiveWithdrawHistory } from '../withdraw/withdraw-history-store';
import { TabList } from '../../../components/tabs';

const KINDS: { id: WalletHistoryKind; name: string }[] = [
  { id: 'deposits', name: 'Deposits' },
  { id: 'withdraws', name: 'Withdrawals' },
];

function DepositsPanel({ userId }: { userId: string | null }) {
  const { entries, error } = useDepositHistory(userId);
  return <DepositHistory entries={entries} error={error} />;
}

function WithdrawsPanel({ userId }: { userId: string | null }) {
  const { entries, error } = useLiveWithdrawHistory(userId);
  return <WithdrawHistory entries={entries} error={error} />;
}

/** The deposit and withdraw histories (platform.md §2), in place of the tabs, with a way back to them. */
export function WalletHistory({ kind, userId }: { kind: WalletHistoryKind; userId: string | null }) {
  const openHistory = useWalletModal((state) => state.openHistory);
  const closeHistory = useWalletModal((state) => state.closeHistory);
  return (
    <div className="wallet-history-view">
      <div className="wallet-bar">
        <button type="button" className="wallet-bar__back" onClick={closeHistory}>
          <span aria-hidden="true">‹</span> Back
        </button>
        <TabList label="History" tabs={KINDS} selected={kind} onSelect={openHistory} />
      </div>
      <div role="tabpanel" aria-label={KINDS.find(({ id }) => id === kind)?.name}>
        {kind === 'deposits' ? <DepositsPanel userId={userId} /> : <WithdrawsPanel userId={userId} />}
      </div>
    </div>
  );
}
