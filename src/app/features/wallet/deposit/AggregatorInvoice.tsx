import type { DepositWalletAnswer } from '@contract/deposits';
import { DepositAddress } from './DepositAddress';
import { SimulateTransfer } from './SimulateTransfer';

interface AggregatorInvoiceProps {
  answer: DepositWalletAnswer & { invoice: NonNullable<DepositWalletAnswer['invoice']> };
  onPaid: () => void;
}

/** The aggregator's invoice: send exactly this much of the pay currency to this one-off address. */
export function AggregatorInvoice({ answer, onPaid }: AggregatorInvoiceProps) {
  const { invoice } = answer;
  const pay = invoice.depositCurrency.toUpperCase();
  return (
    <section className="deposit-invoice" aria-label="Payment details">
      <p className="deposit-invoice__amount">
        Send exactly{' '}
        <strong data-testid="invoice-amount">
          {invoice.amount} {pay}
        </strong>{' '}
        on {answer.chain}
      </p>
      <DepositAddress address={invoice.wallet} label={`${pay} payment address`} testId="invoice-address" />
      <p className="wallet-muted">
        About {invoice.credit} {answer.currency.toUpperCase()} (${invoice.usd}) will be credited, converted at
        the price when the payment has {answer.confirmations} confirmations. The deposit history shows it as
        not paid until then.
      </p>
      <SimulateTransfer
        key={invoice._id}
        currency={invoice.depositCurrency}
        chain={answer.chain}
        address={invoice.wallet}
        defaultAmount={String(invoice.amount)}
        onSent={onPaid}
      />
    </section>
  );
}
