import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { AvailableDepositCurrency, DepositWalletAnswer } from '@contract/deposits';
import { CurrencyChainFields } from '../modal/CurrencyChainFields';
import { useCurrencyOptions } from '../modal/wallet-options';
import { useWalletModal } from '../wallet-modal-store';
import { failureText, loadDepositCurrencies, loadDepositWallet } from './deposit-api';
import { DepositAddress } from './DepositAddress';
import { SimulateTransfer } from './SimulateTransfer';
import './deposit.css';

/** platform.md §9: the default deposit currency. */
const DEFAULT_CURRENCY = 'btc';

const upper = (text: string) => text.toUpperCase();

/** What the server offers: every currency once, in its order, and each currency's chains. */
function useOffer() {
  const [offer, setOffer] = useState<AvailableDepositCurrency[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    loadDepositCurrencies().then(
      (list) => active && setOffer(list),
      (failure: unknown) => active && setError(failureText(failure)),
    );
    return () => {
      active = false;
    };
  }, []);
  return { offer, error };
}

/** The address of one currency and chain; an answer for an earlier pick is not shown. */
function useDepositWallet(currency: string, chain: string) {
  const key = `${currency} ${chain}`;
  const [state, setState] = useState<{
    key: string;
    wallet: DepositWalletAnswer | null;
    error: string | null;
  }>({ key: '', wallet: null, error: null });
  useEffect(() => {
    if (!currency || !chain) return;
    let active = true;
    const answered = `${currency} ${chain}`;
    loadDepositWallet(currency, chain).then(
      (wallet) => active && setState({ key: answered, wallet, error: null }),
      (failure: unknown) => active && setState({ key: answered, wallet: null, error: failureText(failure) }),
    );
    return () => {
      active = false;
    };
  }, [currency, chain]);
  return state.key === key ? state : { wallet: null, error: null };
}

/** A sent transfer is followed in the deposit history, where its confirmations count up. */
function announceTransfer() {
  toast.success('Transfer sent', {
    action: { label: 'View history', onClick: () => useWalletModal.getState().openHistory('deposits') },
  });
}

/** The deposit tab: currency and chain, the address with its QR code and the chain's terms. */
export function DepositTab() {
  const { offer, error: offerError } = useOffer();
  const [picked, setPicked] = useState<{ currency: string; chain: string } | null>(null);

  const currencies = useMemo(() => [...new Set((offer ?? []).map((entry) => entry.currency))], [offer]);
  const currency =
    picked?.currency ?? (currencies.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : (currencies[0] ?? ''));
  const chains = (offer ?? []).filter((entry) => entry.currency === currency);
  const terms = chains.find((entry) => entry.chain === picked?.chain) ?? chains[0];
  const { wallet, error: walletError } = useDepositWallet(currency, terms?.chain ?? '');
  const currencyOptions = useCurrencyOptions(currencies);

  if (offerError) return <p role="alert">{offerError}</p>;
  if (!offer) return <p aria-busy="true">Loading…</p>;

  return (
    <div className="deposit-tab">
      <CurrencyChainFields
        currencies={currencyOptions}
        chains={chains.map((entry) => entry.chain)}
        currency={currency}
        chain={terms?.chain ?? ''}
        onCurrency={(next) => setPicked({ currency: next, chain: '' })}
        onChain={(chain) => setPicked({ currency, chain })}
      />
      {walletError && <p role="alert">{walletError}</p>}
      {wallet && terms && (
        <>
          <DepositAddress wallet={wallet} />
          <dl className="deposit-terms">
            <dt>Confirmations needed</dt>
            <dd>{terms.confirmations}</dd>
            <dt>Minimum deposit</dt>
            <dd>{`${terms.min} ${upper(currency)}`}</dd>
          </dl>
          <SimulateTransfer
            currency={currency}
            chain={terms.chain}
            address={wallet.wallet}
            onSent={announceTransfer}
          />
        </>
      )}
    </div>
  );
}
