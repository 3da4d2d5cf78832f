import { useMemo, useState } from 'react';
import { AddressDeposit } from './AddressDeposit';
import { AggregatorDeposit } from './AggregatorDeposit';
import { useDepositHistory } from './deposit-history-store';
import { DepositHistory } from './DepositHistory';
import { DepositPicker } from './DepositPickers';
import { useDepositOffer, useDepositWallet } from './use-deposit-offer';
import { VerifyDeposit } from './VerifyDeposit';

/** platform.md §9: the default deposit currency. */
const DEFAULT_CURRENCY = 'btc';

const upper = (text: string) => text.toUpperCase();

type Method = 'address' | 'aggregator';
const METHODS: { id: Method; name: string }[] = [
  { id: 'address', name: 'Deposit address' },
  { id: 'aggregator', name: 'Pay in another currency' },
];

/**
 * The deposit tab: the currency, then either the player's address on a chain (QR code, terms) or an aggregator
 * invoice in another currency; manual verification; the history.
 */
export function DepositTab({ userId }: { userId: string | null }) {
  const { offer, error: offerError } = useDepositOffer();
  const [picked, setPicked] = useState<{ currency: string; chain: string } | null>(null);
  const [method, setMethod] = useState<Method>('address');
  const history = useDepositHistory(userId);

  const currencies = useMemo(() => [...new Set((offer ?? []).map((entry) => entry.currency))], [offer]);
  const currency =
    picked?.currency ?? (currencies.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : (currencies[0] ?? ''));
  const chains = (offer ?? []).filter((entry) => entry.currency === currency);
  const terms = chains.find((entry) => entry.chain === picked?.chain) ?? chains[0];
  const byAddress = method === 'address';
  const { wallet, error: walletError } = useDepositWallet(currency, byAddress ? (terms?.chain ?? '') : '');

  if (offerError) return <p role="alert">{offerError}</p>;
  if (!offer) return <p aria-busy="true">Loading…</p>;

  return (
    <div className="deposit-tab">
      <div className="deposit-pickers">
        <DepositPicker
          label="Currency"
          options={currencies}
          value={currency}
          format={upper}
          onChange={(next) => setPicked({ currency: next, chain: '' })}
        />
        {terms && byAddress && (
          <DepositPicker
            label="Chain"
            options={chains.map((entry) => entry.chain)}
            value={terms.chain}
            onChange={(chain) => setPicked({ currency, chain })}
          />
        )}
      </div>
      <div role="group" aria-label="Deposit method" className="deposit-methods">
        {METHODS.map(({ id, name }) => (
          <button
            key={id}
            type="button"
            aria-pressed={method === id}
            className="deposit-method"
            onClick={() => setMethod(id)}
          >
            {name}
          </button>
        ))}
      </div>
      {byAddress && walletError && <p role="alert">{walletError}</p>}
      {byAddress && wallet && terms && (
        <AddressDeposit wallet={wallet} terms={terms} onSent={history.reload} />
      )}
      {!byAddress && (
        <AggregatorDeposit key={currency} currency={currency} offer={offer} onChange={history.reload} />
      )}
      <VerifyDeposit currencies={currencies} currency={currency} />
      <DepositHistory entries={history.entries} error={history.error} />
    </div>
  );
}
