import { useState } from 'react';
import type { Currency } from '@contract/index';
import { useAppStore } from '../../../stores/app-store';
import { formatAmount } from '../format-amount';
import { CurrencyChainFields } from '../modal/CurrencyChainFields';
import { useCurrencyOptions } from '../modal/wallet-options';
import type { WalletPlayer } from '../wallet-modal-store';
import { useWallet } from '../wallet-store';
import { WithdrawForm } from './WithdrawForm';
import type { FeeLevel } from './WithdrawSummary';
import './withdraw.css';

/** The player's VIP level and its withdrawal fee (the VIP fixture's withdrawFee), once the levels are known. */
function useFeeLevel(vipLevel: number): FeeLevel | null {
  const levels = useAppStore((state) => state.vip);
  const level = levels.find((entry) => entry.level === vipLevel) ?? levels[0];
  return level ? { name: level.name, percent: level.withdrawFee } : null;
}

/** The currencies a player can withdraw: those on a chain. The header's currency is picked first. */
function useWithdrawable(): { currencies: Currency[]; preferred: string } {
  const currencies = useWallet((state) => state.currencies).filter(
    (entry) => (entry.chains ?? []).length > 0,
  );
  const headerCurrency = useAppStore((state) => state.currency);
  const preferred = currencies.some((entry) => entry.id === headerCurrency)
    ? headerCurrency
    : (currencies[0]?.id ?? '');
  return { currencies, preferred };
}

/** The withdraw tab (platform.md §2, §5): currency and network, then the order form. */
export function WithdrawTab({ player }: { player: WalletPlayer | null }) {
  const { currencies, preferred } = useWithdrawable();
  const [picked, setPicked] = useState<{ currency: string; chain: string } | null>(null);
  const feeLevel = useFeeLevel(player?.vipLevel ?? 0);
  const options = useCurrencyOptions(
    currencies.map((entry) => entry.id),
    (id) => {
      const entry = currencies.find((known) => known.id === id)!;
      return formatAmount(entry.balance.real, entry.decimals, 'btc');
    },
  );

  const currency = currencies.find((entry) => entry.id === (picked?.currency ?? preferred));
  if (!currency) return <p aria-busy="true">Loading…</p>;
  const chain = currency.chains.includes(picked?.chain ?? '') ? picked!.chain : currency.chains[0]!;

  return (
    <div className="withdraw-tab">
      <CurrencyChainFields
        currencies={options}
        chains={currency.chains}
        currency={currency.id}
        chain={chain}
        onCurrency={(next) => setPicked({ currency: next, chain: '' })}
        onChain={(next) => setPicked({ currency: currency.id, chain: next })}
      />
      <WithdrawForm
        key={`${currency.id}:${chain}`}
        currency={currency}
        chain={chain}
        feeLevel={feeLevel}
        emailVerified={player?.emailVerified === true}
      />
    </div>
  );
}
