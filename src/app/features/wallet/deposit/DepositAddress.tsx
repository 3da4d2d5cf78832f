import type { ReactNode } from 'react';
import { copyText } from '../../../components/copy/copy-text';
import { DepositQr } from './DepositQr';

interface DepositAddressProps {
  address: string;
  /** What the address is for, above it. */
  label: ReactNode;
  testId?: string;
}

/** The address with its QR code and a copy button. */
export function DepositAddress({ address, label, testId = 'deposit-address' }: DepositAddressProps) {
  return (
    <div className="deposit-address">
      <DepositQr text={address} />
      <div className="deposit-address__text">
        <span className="wallet-muted">{label}</span>
        <div className="deposit-address__box">
          <code data-testid={testId}>{address}</code>
          <button
            type="button"
            className="deposit-address__copy"
            onClick={() => void copyText(address, 'Could not copy the address')}
          >
            Copy
          </button>
        </div>
      </div>
    </div>
  );
}
