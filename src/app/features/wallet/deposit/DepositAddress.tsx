import { toast } from 'sonner';
import type { DepositWalletAnswer } from '@contract/deposits';
import { DepositQr } from './DepositQr';

/** The address with its QR code and a copy button. */
export function DepositAddress({ wallet }: { wallet: DepositWalletAnswer }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(wallet.wallet);
      toast.success('Copied!');
    } catch {
      toast.error('Could not copy the address');
    }
  }
  return (
    <div className="deposit-address">
      <DepositQr text={wallet.wallet} />
      <div className="deposit-address__text">
        <span className="deposit-muted">Your {wallet.currency.toUpperCase()} deposit address</span>
        <code data-testid="deposit-address">{wallet.wallet}</code>
        <button type="button" className="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
    </div>
  );
}
