import { useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast';
import type { TradeDirection } from '@contract/trading';
import { openAuthModal } from '../../auth/auth-modal-store';
import { failureText } from '../markets-store';
import { formatLeverage, formatPrice, formatUsd } from '../market-format';
import { useMarket } from '../page/use-market';
import { openPosition } from '../positions/positions-store';
import { AccountLine } from './AccountLine';
import { DEFAULT_LEVERAGE } from './leverage';
import { LeverageField } from './LeverageField';
import { checkOrder, type OrderDraft } from './order-form';
import { PriceField } from './PriceField';
import { useStakeAccount } from '../../wallet/stake';
import { WagerField } from './WagerField';
import './order-panel.css';

const FRESH: OrderDraft = {
  direction: 'up',
  wager: '',
  multiplier: String(DEFAULT_LEVERAGE),
  takeProfit: '',
  stopLoss: '',
};

/**
 * The order panel: up or down, the wager, the multiplier, the bust price it gives at the price now, an
 * optional take profit and stop loss, and 'Place bet'. Rules are checked as the sim checks them; what the
 * server still refuses is shown under the button. A guest is asked to sign in.
 */
export function OrderPanel({ ticker }: { ticker: string }) {
  const market = useMarket(ticker);
  const account = useStakeAccount();
  const [draft, setDraft] = useState<OrderDraft>(FRESH);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const price = market?.price.price ?? null;
  const decimals = market?.fiatDecimals ?? 2;
  const check = checkOrder(draft, { price, balance: account.balance, usdPrice: account.usdPrice });
  const edit = (patch: Partial<OrderDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setRefusal(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!account.userId) return openAuthModal('auth');
    if (!check.ready || pending) return;
    setPending(true);
    try {
      const position = await openPosition({
        ticker,
        direction: draft.direction,
        wager: check.wager,
        currency: account.currency,
        demo: account.demo,
        multiplier: check.multiplier,
        takeProfit: check.takeProfit,
        stopLoss: check.stopLoss,
      });
      toast.success(
        `${position.ticker} ${formatLeverage(position.multiplier)} opened at ${formatPrice(position.entryPrice, decimals)}`,
      );
      setDraft((current) => ({ ...current, takeProfit: '', stopLoss: '' }));
    } catch (error) {
      setRefusal(failureText(error));
    } finally {
      setPending(false);
    }
  }

  const show = (value: number | null) => (value === null ? '—' : formatPrice(value, decimals));
  return (
    <form className="order" aria-label="Open a position" onSubmit={(event) => void submit(event)} noValidate>
      <DirectionToggle value={draft.direction} onChange={(direction) => edit({ direction })} />
      <WagerField
        value={draft.wager}
        onChange={(wager) => edit({ wager })}
        code={account.code}
        decimals={account.decimals}
        balance={account.balance}
        error={check.errors.wager}
      />
      <LeverageField
        value={draft.multiplier}
        onChange={(multiplier) => edit({ multiplier })}
        error={check.errors.multiplier}
      />
      <dl className="order__facts">
        <div>
          <dt>Entry price</dt>
          <dd>{show(price)}</dd>
        </div>
        <div>
          <dt>Bust price</dt>
          <dd className="trading-tone--down" data-testid="bust-price">
            {show(check.bust)}
          </dd>
        </div>
        <div>
          <dt>Position size</dt>
          <dd>
            {Number.isNaN(check.multiplier)
              ? '—'
              : formatUsd(check.wager * check.multiplier * account.usdPrice)}
          </dd>
        </div>
      </dl>
      <div className="order__limits">
        <PriceField
          label="Take profit"
          value={draft.takeProfit}
          onChange={(takeProfit) => edit({ takeProfit })}
          placeholder="Optional"
          error={check.errors.takeProfit}
        />
        <PriceField
          label="Stop loss"
          value={draft.stopLoss}
          onChange={(stopLoss) => edit({ stopLoss })}
          placeholder="Optional"
          error={check.errors.stopLoss}
        />
      </div>
      <AccountLine account={account} />
      <button
        type="submit"
        className={`order__submit order__submit--${draft.direction}`}
        disabled={account.userId !== null && (!check.ready || pending)}
        aria-busy={pending || undefined}
      >
        Place bet
      </button>
      {refusal && (
        <p className="order__refusal" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}

function DirectionToggle({
  value,
  onChange,
}: {
  value: TradeDirection;
  onChange(value: TradeDirection): void;
}) {
  return (
    <div className="order-direction" role="group" aria-label="Direction">
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          className={`order-direction__button order-direction__button--${direction}`}
          aria-pressed={value === direction}
          onClick={() => onChange(direction)}
        >
          <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'}</span>
          {direction === 'up' ? 'Up' : 'Down'}
        </button>
      ))}
    </div>
  );
}
