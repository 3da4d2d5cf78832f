/** What can be bought: every currency on each of its chains, as the deposit tab offers them. */
import { useEffect, useState } from 'react';
import type { Currency } from '@contract/index';
import type { AvailableDepositCurrency } from '@contract/deposits';
import { api } from '../../api/api';
import { useWallet } from '../wallet';
import { failureText } from './onramp-api';

export function useOffers() {
  const [offers, setOffers] = useState<AvailableDepositCurrency[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    api('POST /api/wallet/getAvailableCurrencies', {}).then(
      ({ currencies }) => active && setOffers(currencies),
      (failure: unknown) => active && setError(failureText(failure)),
    );
    return () => {
      active = false;
    };
  }, []);
  return { offers, error };
}

/** A currency's name, icon and decimals, from the wallet's list. */
export function useCurrency(id: string): Currency | undefined {
  return useWallet((state) => state.currencies.find((currency) => currency.id === id));
}
