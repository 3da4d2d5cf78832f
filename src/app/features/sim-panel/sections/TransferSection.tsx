import { useEffect, useId, useState } from 'react';
import { filterDecimalText } from '../../../format/decimal-input';
import type { HarnessHandle } from '../../../transport';
import { loadDepositWallet } from '../../wallet/deposit/deposit-api';
import { CurrencyChainFields } from '../../wallet/modal/CurrencyChainFields';
import { useCurrencyOptions } from '../../wallet/modal/wallet-options';
import { useWallet } from '../../wallet/wallet-store';
import { attempt } from '../attempt';

/**
 * The signed-in player's deposit address for the pick, to start from; '' when there is none to give (a guest,
 * an unverified email: the call is refused and the field stays empty).
 */
function usePlayerAddress(currency: string, chain: string): string {
  const [address, setAddress] = useState({ key: '', wallet: '' });
  const key = `${currency} ${chain}`;
  useEffect(() => {
    if (!currency || !chain) return;
    let active = true;
    loadDepositWallet(currency, chain).then(
      ({ wallet }) => active && setAddress({ key: `${currency} ${chain}`, wallet }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [currency, chain]);
  return address.key === key ? address.wallet : '';
}

/**
 * A transfer from an outside wallet to any address on a simulated chain (control.sendToAddress): to a
 * player's deposit address it becomes a deposit that confirms block by block.
 */
export function TransferSection({ harness }: { harness: HarnessHandle }) {
  const currencies = useWallet((state) => state.currencies).filter(
    (entry) => (entry.chains ?? []).length > 0,
  );
  const [picked, setPicked] = useState({ currency: 'btc', chain: '' });
  const currency = currencies.find((entry) => entry.id === picked.currency) ?? currencies[0];
  const chain = currency?.chains.includes(picked.chain) ? picked.chain : (currency?.chains[0] ?? '');
  const playerAddress = usePlayerAddress(currency?.id ?? '', chain);
  const [typed, setTyped] = useState<{ for: string; address: string } | null>(null);
  const address = typed?.for === `${currency?.id} ${chain}` ? typed.address : playerAddress;
  const [amount, setAmount] = useState('');
  const [lastTxid, setLastTxid] = useState<string | null>(null);
  const options = useCurrencyOptions(currencies.map((entry) => entry.id));
  const addressId = useId();
  const amountId = useId();

  if (!currency) return <p aria-busy="true">Loading…</p>;

  const send = () =>
    void attempt(async () => {
      const { txid } = await harness.control.sendToAddress({ currency: currency.id, chain, address, amount });
      setLastTxid(txid);
      setAmount('');
    }, 'Transfer sent');

  return (
    <section aria-labelledby="sim-panel-transfer">
      <h3 id="sim-panel-transfer">Transfer from an outside wallet</h3>
      <p>Sends coins on a simulated chain; the address is yours by default when you are signed in.</p>
      <form
        className="sim-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div className="sim-panel__wide">
          <CurrencyChainFields
            currencies={options}
            chains={currency.chains}
            currency={currency.id}
            chain={chain}
            onCurrency={(next) => setPicked({ currency: next, chain: '' })}
            onChain={(next) => setPicked({ currency: currency.id, chain: next })}
          />
        </div>
        <label htmlFor={addressId} className="sim-panel__wide">
          Address
          <input
            id={addressId}
            value={address}
            spellCheck={false}
            onChange={(event) => setTyped({ for: `${currency.id} ${chain}`, address: event.target.value })}
          />
        </label>
        <label htmlFor={amountId}>
          Amount
          <input
            id={amountId}
            inputMode="decimal"
            placeholder="0.01"
            value={amount}
            onChange={(event) => setAmount(filterDecimalText(event.target.value, currency.decimals))}
          />
        </label>
        <div className="sim-panel__row">
          <button
            type="submit"
            className="button button--primary"
            disabled={address.trim() === '' || !(Number(amount) > 0)}
          >
            Send transfer
          </button>
        </div>
      </form>
      {lastTxid && (
        <p className="sim-panel__txid">
          Last transaction: <code>{lastTxid}</code>
        </p>
      )}
    </section>
  );
}
