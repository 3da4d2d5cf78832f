/** The deposit tab's data: what the server offers, and the address of one currency and chain. */
import { useEffect, useState } from 'react';
import type { AvailableDepositCurrency, DepositWalletAnswer } from '@contract/deposits';
import { failureText, loadDepositCurrencies, loadDepositWallet } from './deposit-api';

/** What the server offers: every currency on each of its chains. */
export function useDepositOffer() {
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

/** The address of one currency and chain (none asked for while either is ''); an earlier pick's is not shown. */
export function useDepositWallet(currency: string, chain: string) {
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
