import { useId, useMemo, useState } from 'react';
import { AGGREGATOR_AMOUNT_UNIT, type AvailableDepositCurrency } from '@contract/deposits';
import { filterDecimalText } from '../../../format/decimal-input';
import { failureText, requestAggregatorInvoice } from './deposit-api';
import { AggregatorInvoice } from './AggregatorInvoice';
import { PickerField } from '../picker/PickerField';
import { chainOptions, useCurrencyOptions } from '../modal/wallet-options';
import type { ComponentProps } from 'react';

interface AggregatorDepositProps {
  /** The currency credited. */
  currency: string;
  offer: readonly AvailableDepositCurrency[];
  /** After a simulated payment of the invoice went out. */
  onPaid: () => void;
}

/** The pay currency a player most likely holds: a stablecoin, unless that is what they deposit. */
const PREFERRED_PAY = ['usdt', 'eth', 'btc'];

type Invoice = ComponentProps<typeof AggregatorInvoice>['answer'];

/**
 * An aggregator deposit (platform.md §3, §4, §5, §7): a whole number of US dollars of `currency`, paid in
 * another currency on one of its chains; the answer is the aggregator's invoice.
 */
export function AggregatorDeposit({ currency, offer, onPaid }: AggregatorDepositProps) {
  const amountId = useId();
  const payCurrencies = useMemo(() => [...new Set(offer.map((entry) => entry.currency))], [offer]);
  const fallback = PREFERRED_PAY.find((id) => id !== currency && payCurrencies.includes(id)) ?? '';
  const [picked, setPicked] = useState<{ currency: string; chain: string } | null>(null);
  const pay = picked?.currency ?? fallback;
  const chains = offer.filter((entry) => entry.currency === pay).map((entry) => entry.chain);
  const chain = picked?.chain && chains.includes(picked.chain) ? picked.chain : (chains[0] ?? '');
  const payOptions = useCurrencyOptions(payCurrencies);
  const [usd, setUsd] = useState('');
  const [state, setState] = useState<{ busy: boolean; invoice: Invoice | null; error: string | null }>({
    busy: false,
    invoice: null,
    error: null,
  });

  async function request() {
    setState({ busy: true, invoice: null, error: null });
    try {
      const answer = await requestAggregatorInvoice({
        currency,
        depositCurrency: pay,
        chain,
        usd: Number(usd),
      });
      setState({ busy: false, invoice: answer.invoice ? (answer as Invoice) : null, error: null });
    } catch (failure) {
      setState({ busy: false, invoice: null, error: failureText(failure) });
    }
  }

  return (
    <div className="deposit-aggregator">
      <div className="picker-fields">
        <PickerField
          label="Pay with"
          listLabel="Currencies to pay with"
          options={payOptions}
          selectedId={pay}
          onSelect={(next) => setPicked({ currency: next, chain: '' })}
        />
        <PickerField
          label="Network"
          listLabel="Networks"
          options={chainOptions(chains)}
          selectedId={chain}
          onSelect={(next) => setPicked({ currency: pay, chain: next })}
          disabled={chains.length === 1}
        />
      </div>
      <form
        className="deposit-aggregator__form"
        onSubmit={(event) => {
          event.preventDefault();
          void request();
        }}
      >
        <div className="deposit-picker">
          <label htmlFor={amountId}>{`Amount (${AGGREGATOR_AMOUNT_UNIT})`}</label>
          <input
            id={amountId}
            inputMode="numeric"
            autoComplete="off"
            placeholder="100"
            value={usd}
            onChange={(event) => setUsd(filterDecimalText(event.target.value, 0))}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={state.busy || !usd || !pay}>
          {state.busy ? 'Requesting…' : 'Get payment details'}
        </button>
      </form>
      {state.error && <p role="alert">{state.error}</p>}
      {state.invoice && <AggregatorInvoice answer={state.invoice} onPaid={onPaid} />}
    </div>
  );
}
