import { CalculatorButton } from '../calculator';
import { changeTone, formatChange, formatCompactUsd, formatPrice } from '../market-format';
import { MarketSwitcher } from './MarketSwitcher';
import { useFlash } from './use-flash';
import { useMarket } from './use-market';
import './market-header.css';

/**
 * The market's header: the switcher, the price (flashing green or red as it ticks), the 24 h change, high,
 * low and volume from the series, and the ROI calculator.
 */
export function MarketHeader({ ticker }: { ticker: string }) {
  const market = useMarket(ticker);
  const priceElement = useFlash<HTMLSpanElement>(market?.price.price ?? null);
  if (!market) return null;
  const { stats, fiatDecimals } = market;
  const price = (value: number) => formatPrice(value, fiatDecimals);

  return (
    <header className="trading-header">
      <MarketSwitcher current={market} />
      <p className="trading-header__price" aria-label="Price">
        <span ref={priceElement} className="trading-price" data-testid="market-price">
          {price(market.price.price)}
        </span>
      </p>
      <dl className="trading-header__stats">
        <div>
          <dt>24h change</dt>
          <dd className={`trading-tone--${changeTone(stats.change_24h)}`}>
            {formatChange(stats.change_24h)}
          </dd>
        </div>
        <div>
          <dt>24h high</dt>
          <dd>{price(stats.high_24h)}</dd>
        </div>
        <div>
          <dt>24h low</dt>
          <dd>{price(stats.low_24h)}</dd>
        </div>
        <div>
          <dt>24h volume</dt>
          <dd>{formatCompactUsd(stats.volume_24h)}</dd>
        </div>
      </dl>
      <CalculatorButton className="trading-header__calculator" />
    </header>
  );
}
