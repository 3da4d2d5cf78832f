import { useState } from 'react';
import type { FuturesPosition } from '@contract/trading';
import { tradingSettingsOf } from '@contract/trading';
import { useAppStore } from '../../../stores/app-store';
import { changeTone, formatChange, formatLeverage, formatPrice } from '../market-format';
import { useMarket } from '../page/use-market';
import { LimitsEditor } from './LimitsEditor';
import { formatPositionAmount } from './money';
import {
  bookedResult,
  directionLabel,
  liveResult,
  STATUS_LABELS,
  type PositionResult,
} from './position-result';
import { closePosition, toastFailure } from './positions-store';

/**
 * One position: market, direction and multiplier, wager, prices, its result (live from the market's price
 * while open, as booked once ended); an open one can be closed and its limits edited.
 */
export function PositionCard({ position }: { position: FuturesPosition }) {
  const market = useMarket(position.ticker);
  const licence = useAppStore((state) => state.licence);
  const [editing, setEditing] = useState(false);
  const [closing, setClosing] = useState(false);
  const decimals = market?.fiatDecimals ?? 2;
  const price = (value: number | null) => (value === null ? '—' : formatPrice(value, decimals));
  const isOpen = position.status === 'open';
  const now = market?.price.price ?? null;
  const result =
    isOpen && now !== null ? liveResult(position, now, tradingSettingsOf(licence)) : bookedResult(position);

  async function close() {
    setClosing(true);
    try {
      await closePosition(position._id);
    } catch (error) {
      toastFailure(error);
      setClosing(false);
    }
  }

  const name = `${position.ticker} ${directionLabel(position.direction)} ${formatLeverage(position.multiplier)}`;
  return (
    <li className="position" aria-label={name} data-status={position.status}>
      <div className="position__head">
        <strong>{position.ticker}</strong>
        <span className={`position__direction position__direction--${position.direction}`}>
          {directionLabel(position.direction)} {formatLeverage(position.multiplier)}
        </span>
        {position.demo && <span className="position__tag">Demo</span>}
        {!isOpen && (
          <span className={`position__status position__status--${position.status}`}>
            {STATUS_LABELS[position.status]}
          </span>
        )}
        <PositionResultView result={result} currency={position.currency} />
      </div>
      <dl className="position__facts">
        <div>
          <dt>Wager</dt>
          <dd>{formatPositionAmount(position.wager, position.currency)}</dd>
        </div>
        <div>
          <dt>Entry</dt>
          <dd>{price(position.entryPrice)}</dd>
        </div>
        <div>
          <dt>{isOpen ? 'Price' : 'Exit'}</dt>
          <dd>{price(isOpen ? now : position.exitPrice)}</dd>
        </div>
        <div>
          <dt>Bust</dt>
          <dd>{price(position.bustPrice)}</dd>
        </div>
        <div>
          <dt>Take profit</dt>
          <dd>{price(position.takeProfit)}</dd>
        </div>
        <div>
          <dt>Stop loss</dt>
          <dd>{price(position.stopLoss)}</dd>
        </div>
      </dl>
      {isOpen && !editing && (
        <div className="position__actions">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit TP/SL
          </button>
          <button
            type="button"
            className="button position__close"
            disabled={closing}
            onClick={() => void close()}
          >
            Close
          </button>
        </div>
      )}
      {isOpen && editing && (
        <LimitsEditor position={position} decimals={decimals} onDone={() => setEditing(false)} />
      )}
    </li>
  );
}

/** The result in the card's head: profit in the position's currency and ROI, green at 0 or more. */
function PositionResultView({ result, currency }: { result: PositionResult | null; currency: string }) {
  if (!result) return null;
  const tone = `trading-tone--${changeTone(result.profit)}`;
  return (
    <span className={`position__result ${tone}`}>
      <span className="visually-hidden">Profit </span>
      <strong>{formatPositionAmount(result.profit, currency, true)}</strong>
      <span className="visually-hidden"> ROI </span>
      <span>{formatChange(result.roi)}</span>
    </span>
  );
}
