import type { AvailableDepositCurrency, DepositWalletAnswer } from '@contract/deposits';
import { DepositAddress } from './DepositAddress';
import { SimulateTransfer } from './SimulateTransfer';
import { useDepositPolling } from './use-deposit-polling';

interface AddressDepositProps {
  wallet: DepositWalletAnswer;
  terms: AvailableDepositCurrency;
  onSent: () => void;
}

/** The player's own address on the chain, its terms, and (sim mode) a simulated transfer to it. */
export function AddressDeposit({ wallet, terms, onSent }: AddressDepositProps) {
  // The picker watches the address on screen for transfers (platform.md §7).
  useDepositPolling(wallet.chain, wallet.wallet);
  const currency = wallet.currency.toUpperCase();
  return (
    <>
      <DepositAddress address={wallet.wallet} label={`Your ${currency} deposit address`} />
      <dl className="deposit-terms">
        <dt>Confirmations needed</dt>
        <dd>{terms.confirmations}</dd>
        <dt>Minimum deposit</dt>
        <dd>{`${terms.min} ${currency}`}</dd>
      </dl>
      <SimulateTransfer
        currency={wallet.currency}
        chain={terms.chain}
        address={wallet.wallet}
        onSent={onSent}
      />
    </>
  );
}
