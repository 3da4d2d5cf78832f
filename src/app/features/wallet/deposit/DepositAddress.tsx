import type { DepositWalletAnswer } from '@contract/deposits';
import { copyText } from '../../../components/copy/copy-text';
import { DepositQr } from './DepositQr';

/** The address with its QR code and a copy button. */
export function DepositAddress({ wallet }: { wallet: DepositWalletAnswer }) {
  return (
    <div className="deposit-address">
      <DepositQr text={wallet.wallet} />
      <div className="deposit-address__text">
        <span className="wallet-muted">Your {wallet.currency.toUpperCase()} deposit address</span>
        <div className="deposit-address__box">
          <code data-testid="deposit-address">{wallet.wallet}</code>
          <button
            type="button"
            className="deposit-address__copy"
            onClick={() => void copyText(wallet.wallet, 'Could not copy the address')}
          >
            Copy
          </button>
        </div>
      </div>
    </div>
  );
}
