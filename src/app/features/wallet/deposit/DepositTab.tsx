import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/toast';
import { DepositBonusBanner } from '../../bonus/DepositBonusBanner';
import { CurrencyChainFields } from '../modal/CurrencyChainFields';
import { useCurrencyOptions } from '../modal/wallet-options';
import { useFixedCurrency } from '../fixed-currency';
import { useWalletModal } from '../wallet-modal-store';
import { AddressDeposit } from './AddressDeposit';
import { AggregatorDeposit } from './AggregatorDeposit';
import { useDepositOffer, useDepositWallet } from './use-deposit-offer';
import { VerifyDeposit } from './VerifyDeposit';
import './deposit.css';

/** platform.md §9: the default deposit currency. */
const DEFAULT_CURRENCY = 'btc';

type Method = 'address' | 'aggregator';
const METHODS: { id: Method; name: string }[] = [
  { id: 'address', name: 'Deposit address' },
  { id: 'aggregator', name: 'Pay in another currency' },
];

/** A sent transfer or payment is followed in the deposit history, where its status moves. */
function pointToHistory(text: string) {
  toast.success(text, {
    action: { label: 'View history', onClick: () => useWalletModal.getState().openHistory('deposits') },
  });
}

/**
 * The deposit tab: the currency, then either the player's address on a chain (QR code, terms) or an aggregator
 * invoice in another currency; manual verification. The history is the modal's History view.
 */
export function DepositTab() {
  const { offer, error: offerError } = useDepositOffer();
  const [picked, setPicked] = useState<{ currency: string; chain: string } | null>(null);
  const [method, setMethod] = useState<Method>('address');

  const fixed = useFixedCurrency();
  // A licence that fixes the currency leaves only that one to deposit.
  const currencies = useMemo(
    () => [...new Set((offer ?? []).map((entry) => entry.currency))].filter((id) => !fixed || id === fixed),
    [offer, fixed],
  );
  const currency =
    picked && currencies.includes(picked.currency)
      ? picked.currency
      : currencies.includes(DEFAULT_CURRENCY)
        ? DEFAULT_CURRENCY
        : (currencies[0] ?? '');
  const chains = (offer ?? []).filter((entry) => entry.currency === currency);
  const terms = chains.find((entry) => entry.chain === picked?.chain) ?? chains[0];
  const byAddress = method === 'address';
  const { wallet, error: walletError } = useDepositWallet(currency, byAddress ? (terms?.chain ?? '') : '');
  const currencyOptions = useCurrencyOptions(currencies);

  if (offerError) return <p role="alert">{offerError}</p>;
  if (!offer) return <p aria-busy="true">Loading…</p>;

  return (
    <div className="deposit-tab">
      <DepositBonusBanner />
      <CurrencyChainFields
        currencies={currencyOptions}
        chains={byAddress ? chains.map((entry) => entry.chain) : []}
        currency={currency}
        chain={terms?.chain ?? ''}
        onCurrency={(next) => setPicked({ currency: next, chain: '' })}
        onChain={(chain) => setPicked({ currency, chain })}
      />
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
        <AddressDeposit wallet={wallet} terms={terms} onSent={() => pointToHistory('Transfer sent')} />
      )}
      {!byAddress && (
        <AggregatorDeposit
          key={currency}
          currency={currency}
          offer={offer}
          onPaid={() => pointToHistory('Payment sent')}
        />
      )}
      <VerifyDeposit currencies={currencies} currency={currency} />
      <p className="wallet-muted deposit-buy">
        No crypto yet?{' '}
        <Link to="/crypto" onClick={() => useWalletModal.getState().closeWallet()}>
          Buy with a card
        </Link>
      </p>
    </div>
  );
}
