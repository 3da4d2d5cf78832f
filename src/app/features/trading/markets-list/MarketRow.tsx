import { memo } from 'react';
import { Link } from 'react-router';
import type { MarketTicker } from '@contract/trading';
import { changeTone, formatChange, formatCompactUsd, formatPrice } from '../market-format';
import { MarketIcon } from '../page/MarketIcon';
import '../market-icon.css';

export const marketPath = (ticker: string) => `/trading/${ticker}`;

/**
 * One market of /trading/all. Volume and the 24 h range have their own columns on wide screens; on a phone
 * the volume moves under the name and the range is left to the market's page.
 */
export const MarketRow = memo(function MarketRow({ market }: { market: MarketTicker }) {
  const { ticker, name, fiatDecimals, stats } = market;
  const tone = changeTone(stats.change_24h);
  const volume = formatCompactUsd(stats.volume_24h);
  return (
    <tr>
      <th scope="row" className="markets-table__market">
        <Link to={marketPath(ticker)} className="markets-table__link">
          <MarketIcon market={market} size={32} />
          <span className="markets-table__names">
            <span className="markets-table__ticker">{ticker}</span>
            <span className="markets-table__name">{name}</span>
            <span className="markets-table__phone-only markets-table__name">Vol {volume}</span>
          </span>
        </Link>
      </th>
      <td className="markets-table__number markets-table__price">
        {formatPrice(market.price.price, fiatDecimals)}
      </td>
      <td className="markets-table__number">
        <span className="markets-table__change" data-tone={tone}>
          {formatChange(stats.change_24h)}
        </span>
      </td>
      <td className="markets-table__number markets-table__wide-only">
        <span className="markets-table__range">
          <span data-tone="up">{formatPrice(stats.high_24h, fiatDecimals)}</span>
          <span data-tone="down">{formatPrice(stats.low_24h, fiatDecimals)}</span>
        </span>
      </td>
      <td className="markets-table__number markets-table__wide-only">{volume}</td>
      <td className="markets-table__action markets-table__wide-only">
        <Link to={marketPath(ticker)} className="button markets-table__trade" aria-label={`Trade ${ticker}`}>
          Trade
        </Link>
      </td>
    </tr>
  );
});
