import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { VerifyDepositForm } from './VerifyDepositForm';

interface VerifyDepositProps {
  currencies: readonly string[];
  currency: string;
}

/** "Deposit not showing?": opens the manual deposit verification modal over the wallet (platform.md §2). */
export function VerifyDeposit({ currencies, currency }: VerifyDepositProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="deposit-verify-link">
        Deposit not showing?{' '}
        <button type="button" className="deposit-link" onClick={() => setOpen(true)}>
          Verify a transaction
        </button>
      </p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Verify a deposit"
        className="deposit-verify-modal"
      >
        <VerifyDepositForm currencies={currencies} defaultCurrency={currency} />
      </Modal>
    </>
  );
}
