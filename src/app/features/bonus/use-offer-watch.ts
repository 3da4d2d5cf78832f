/**
 * The popup's rule (community.md §5): it closes itself when the deposit bonus data changes, unless an opt-in
 * just happened (the opt-in's own refresh is that change). The data is read again when the player's real
 * balances change, which is how a credited deposit (BalanceModification) shows in the wallet.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useWallet } from '../wallet/wallet-store';
import { offerKey, useDepositBonus } from './deposit-bonus-store';

const realBalances = () =>
  useWallet
    .getState()
    .currencies.map((currency) => `${currency.id}:${currency.balance.real}`)
    .join();

/**
 * Loads the offer when the popup opens and calls `onChanged` when a later reading differs from the last one
 * seen, except while `justOptedInRef` is set (its owner clears it once the opt-in's refresh has landed).
 */
export function useOfferWatch(justOptedInRef: RefObject<boolean>, onChanged: () => void): void {
  const changed = useEffectEvent(onChanged);

  useEffect(() => {
    let baseline: string | null = null;
    let active = true;
    void useDepositBonus
      .getState()
      .load()
      .then((answer) => {
        // Its own answer: a reading started meanwhile (a balance change) may have superseded it in the store.
        if (active && baseline === null) baseline = offerKey(answer ?? useDepositBonus.getState().answer);
      });

    const unwatchOffer = useDepositBonus.subscribe((state, previous) => {
      if (baseline === null || state.answer === previous.answer) return;
      const key = offerKey(state.answer);
      if (key === baseline) return;
      baseline = key;
      if (!justOptedInRef.current) changed();
    });

    let balances = realBalances();
    const unwatchWallet = useWallet.subscribe(() => {
      const next = realBalances();
      if (next === balances) return;
      balances = next;
      void useDepositBonus.getState().load();
    });

    return () => {
      active = false;
      unwatchOffer();
      unwatchWallet();
    };
  }, [justOptedInRef]);
}
