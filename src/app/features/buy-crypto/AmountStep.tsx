import { useId, type FormEvent } from 'react';
import { FIAT_SYMBOLS, ONRAMP_FIATS, ONRAMP_RULES, fiatText, type Fiat } from '@contract/onramp';
import type { Currency } from '@contract/index';
import type { AvailableDepositCurrency } from '@contract/deposits';
import { filterDecimalText } from '../../format/decimal-input';
import { useWallet } from '../wallet';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { QuoteBreakdown } from './QuoteBreakdown';
import { chainName } from './format';
import type { Purchase } from './onramp-api';
import type { QuoteState } from './use-quote';

/** Amounts a tap away, in the fiat chosen. */
const PRESETS = ['50', '100', '250', '500'];

const fiatChoices: Choice[] = ONRAMP_FIATS.map((fiat) => ({ value: fiat, label: fiat.toUpperCase() }));

function coinChoice(currency: Currency | undefined, id: string): Choice {
  const symbol = id.toUpperCase();
  return {
    value: id,
    label: currency?.name ?? symbol,
    content: (
      <>
        {currency?.icon ? (
          <img className="buy-choice__icon" src={currency.icon} alt="" width={28} height={28} />
        ) : (
          <span className="buy-choice__icon" aria-hidden="true" />
        )}
        <span className="buy-choice__symbol">{symbol}</span>
        <span className="buy-choice__name">{currency?.name ?? symbol}</span>
      </>
    ),
  };
}

interface AmountStepProps {
  purchase: Purchase;
  offers: readonly AvailableDepositCurrency[];
  quote: QuoteState;
  onChange: (purchase: Purchase) => void;
  onContinue: () => void;
}

/** Step 1: what to spend (USD or EUR), what to receive and on which chain, and the live quote. */
export function AmountStep({ purchase, offers, quote, onChange, onContinue }: AmountStepProps) {
  const amountId = useId();
  const currencies = useWallet((state) => state.currencies);
  const ids = [...new Set(offers.map((offer) => offer.currency))];
  const chains = offers.filter((offer) => offer.currency === purchase.currency).map((offer) => offer.chain);
  const symbol = FIAT_SYMBOLS[purchase.fiat];
  const pick = (change: Partial<Purchase>) => onChange({ ...purchase, ...change });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (quote.quote) onContinue();
  }

  return (
    <form className="buy-step" onSubmit={submit} noValidate>
      <div className="buy-field">
        <label htmlFor={amountId}>You pay</label>
        <div className="buy-amount">
          <span className="buy-amount__symbol" aria-hidden="true">
            {symbol}
          </span>
          <input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            value={purchase.amount}
            onChange={(event) => pick({ amount: filterDecimalText(event.target.value, 2) })}
          />
          <ChoiceGroup
            legend="Pay in"
            quietLegend
            look="segments"
            choices={fiatChoices}
            value={purchase.fiat}
            onChange={(fiat) => pick({ fiat: fiat as Fiat })}
          />
        </div>
        <div className="buy-presets">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="buy-preset"
              aria-pressed={purchase.amount === preset}
              onClick={() => pick({ amount: preset })}
            >
              {`${symbol}${preset}`}
            </button>
          ))}
        </div>
        <p className="buy-hint">
          {`From ${fiatText(purchase.fiat, ONRAMP_RULES.minCents)} to ${fiatText(purchase.fiat, ONRAMP_RULES.maxCents)} per purchase.`}
        </p>
      </div>

      <ChoiceGroup
        legend="You receive"
        look="tiles"
        choices={ids.map((id) =>
          coinChoice(
            currencies.find((currency) => currency.id === id),
            id,
          ),
        )}
        value={purchase.currency}
        onChange={(currency) =>
          pick({ currency, chain: offers.find((offer) => offer.currency === currency)?.chain ?? '' })
        }
      />
      {chains.length > 1 ? (
        <ChoiceGroup
          legend="Network"
          look="segments"
          choices={chains.map((chain) => ({ value: chain, label: chainName(chain) }))}
          value={purchase.chain}
          onChange={(chain) => pick({ chain })}
        />
      ) : (
        <p className="buy-hint">{`Network: ${chainName(purchase.chain)}`}</p>
      )}

      <QuoteBreakdown state={quote} />
      <button type="submit" className="button button--primary buy-cta" disabled={!quote.quote}>
        Continue to payment
      </button>
    </form>
  );
}
