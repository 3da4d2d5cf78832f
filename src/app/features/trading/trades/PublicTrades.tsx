import type { PublicTrade } from '@contract/trading';
import { changeTone, formatLeverage, formatPrice, formatUsd } from '../market-format';
import { useMarketDecimals } from '../page/use-market';
import { directionLabel, STATUS_LABELS } from '../positions/position-result';
import { usePublicTrades } from './use-public-trades';
import './public-trades.css';

/** HIDDEN is what the server writes for a private player; the row shows it muted. */
const HIDDEN = 'Hidden';

/** The crowd's newest trades on this market, live: who, which way at what multiplier, and how it went. */
export function PublicTrades({ ticker }: { ticker: string }) {
  const { trades, error, retry } = usePublicTrades(ticker);
  const decimals = useMarketDecimals(ticker);

  return (
    <section className="trading-trades" aria-label="Public trades">
      <div className="trading-section__head">
        <h2>Public trades</h2>
      </div>
      {error ? (
        <div className="trading-empty" role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : trades === null ? (
        <div className="trading-empty" role="status">
          <span className="spinner" aria-hidden="true" /> Loading trades…
        </div>
      ) : trades.length === 0 ? (
        <p className="trading-empty">No trades on this market yet.</p>
      ) : (
        <table className="trades-table">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Bet</th>
              <th scope="col">Wager</th>
              <th scope="col" className="trades-table__entry">
                Entry
              </th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {trades.map((trade) => (
              <TradeRow key={trade._id} trade={trade} decimals={decimals} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function TradeRow({ trade, decimals }: { trade: PublicTrade; decimals: number }) {
  const ended = trade.status !== 'open' && trade.usdProfit !== null;
  return (
    <tr data-status={trade.status}>
      <td className={trade.player === HIDDEN ? 'trades-table__hidden' : undefined}>{trade.player}</td>
      <td className={`position__direction--${trade.direction}`}>
        {directionLabel(trade.direction)} {formatLeverage(trade.multiplier)}
      </td>
      <td>{formatUsd(trade.usdWager)}</td>
      <td className="trades-table__entry">{formatPrice(trade.entryPrice, decimals)}</td>
      <td>
        {ended ? (
          <span
            className={`trading-tone--${changeTone(trade.usdProfit ?? 0)}`}
            title={STATUS_LABELS[trade.status]}
          >
            {formatUsd(trade.usdProfit ?? 0)}
          </span>
        ) : (
          <span className="trades-table__open">{STATUS_LABELS[trade.status]}</span>
        )}
      </td>
    </tr>
  );
}
