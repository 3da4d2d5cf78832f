import { useEffect, useMemo, useState } from 'react';
import type { AvailableDepositCurrency, DepositWalletAnswer } from '@contract/deposits';
import { useFixedCurrency } from '../fixed-currency';
import { failureText, loadDepositCurrencies, loadDepositWallet } from './deposit-api';
import { useDepositHistory } from './deposit-history-store';
import { DepositAddress } from './DepositAddress';
import { DepositHistory } from './DepositHistory';
import { DepositPicker } from './DepositPickers';
import { SimulateTransfer } from './SimulateTransfer';

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

/** The deposit tab: currency and chain, the address with its QR code, the chain's terms and the history. */
export function DepositTab({ userId }: { userId: string | null }) {
  const { offer, error: offerError } = useOffer();
  const [picked, setPicked] = useState<{ currency: string; chain: string } | null>(null);
  const history = useDepositHistory(userId);

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
  const { wallet, error: walletError } = useDepositWallet(currency, terms?.chain ?? '');

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
        {terms && (
          <DepositPicker
            label="Chain"
            options={chains.map((entry) => entry.chain)}
            value={terms.chain}
            onChange={(chain) => setPicked({ currency, chain })}
          />
        )}
      </div>
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
            onSent={history.reload}
          />
        </>
      )}
      <DepositHistory entries={history.entries} error={history.error} />
    </div>
  );
}
