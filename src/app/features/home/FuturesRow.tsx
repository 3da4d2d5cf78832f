import { memo, useEffect } from 'react';
import { Link } from 'react-router';
import { TRADING, type MarketTicker } from '@contract/trading';
import { changeTone, formatChange, formatCompactUsd, formatPrice } from '../trading/market-format';
import { useMarkets, watchMarkets } from '../trading/markets-store';
import { MarketIcon } from '../trading/page/MarketIcon';
import { CarouselRow } from './CarouselRow';
import { FuturesRowPending } from './FuturesRowPending';
import '../trading/market-icon.css';

/** A Futures tile (community.md §2): ticker, 24 h change, price at the ticker's decimals, 24 h volume, leverage. */
const FuturesTile = memo(function FuturesTile({ market }: { market: MarketTicker }) {
  const { ticker, name, fiatDecimals, stats } = market;
  return (
    <Link to={`/trading/${ticker}`} className="futures-tile" title={name}>
      <span className="futures-tile__head">
        <MarketIcon market={market} size={28} />
        <span className="futures-tile__ticker">{ticker}</span>
      </span>
      <span className="futures-tile__price">{formatPrice(market.price.price, fiatDecimals)}</span>
      <span className="futures-tile__stats">
        <span className="futures-tile__change" data-tone={changeTone(stats.change_24h)}>
          {formatChange(stats.change_24h)}
        </span>
        <span className="futures-tile__volume">Vol {formatCompactUsd(stats.volume_24h)}</span>
      </span>
      <span className="futures-tile__leverage">{TRADING.leverageLabel}</span>
    </Link>
  );
});

/** The home Futures row: every market, live from the trading server's ticks, each opening its trading page. */
export function FuturesRow() {
  useEffect(() => watchMarkets(), []);
  const { tickers, status } = useMarkets();
  if (status === 'error') {
    return (
      <section className="category-row" aria-label="Futures">
        <div className="category-row__header">
          <h3>Futures</h3>
        </div>
        <p className="category-row__note" role="alert">
          The markets could not be loaded. Reload the page to try again.
        </p>
      </section>
    );
  }
  if (status !== 'ready') return <FuturesRowPending />;
  return (
    <CarouselRow title="Futures" viewAll="/trading/all" count={tickers.length} className="futures-row">
      {tickers.map((market) => (
        <FuturesTile key={market.ticker} market={market} />
      ))}
    </CarouselRow>
  );
}
