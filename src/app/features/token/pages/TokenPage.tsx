import { useEffect } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { TOKEN, TOKEN_PRICE_ERROR } from '@contract/token';
import { PriceBlock } from '../analytics/blocks';
import { useAnalytics, type Loadable } from '../analytics/use-analytics';
import { formatChange, formatCompact, formatTokenPrice, formatCompactUsd } from '../format';
import { TOKEN_PATHS } from '../paths';
import { TokenMark } from '../TokenMark';
import { useTokenPrice, watchTokenPrice } from '../token-price-store';
import '../token.css';

/** A figure of the stats row: its value once loaded, a dash while loading, 'Unavailable' on failure. */
function Stat<T>({ term, state, value }: { term: string; state: Loadable<T>; value: (data: T) => string }) {
  return (
    <div className="token-stat">
      <dt>{term}</dt>
      <dd aria-busy={state.status === 'loading'}>
        {state.status === 'ready' ? value(state.data) : state.status === 'error' ? 'Unavailable' : '…'}
      </dd>
    </div>
  );
}

function PriceLine() {
  const { status, usd, change24h } = useTokenPrice();
  useEffect(() => watchTokenPrice(), []);
  if (status === 'error') return <p className="token-hero__error">{TOKEN_PRICE_ERROR}</p>;
  if (usd === null || change24h === null) return <p className="token-hero__price">…</p>;
  return (
    <p className="token-hero__price">
      {formatTokenPrice(usd)}{' '}
      <span className={clsx('token-hero__change', change24h < 0 ? 'is-down' : 'is-up')}>
        {formatChange(change24h)} <span className="token-hero__period">24h</span>
      </span>
    </p>
  );
}

/** /token: what the token is, its price, supply, burns and the cash share, with the ways to the details. */
export function TokenPage() {
  const supply = useAnalytics('POST /analytics/BetKingsSupply', 30);
  const burn = useAnalytics('POST /analytics/burn', 30);
  const payout = useAnalytics('POST /analytics/revShare/payout', 7);
  const lastSupply = (data: { values: number[] }) =>
    data.values[data.values.length - 1] ?? TOKEN.initialSupply;
  return (
    <div className="token-page">
      <section className="token-hero" aria-labelledby="token-hero-title">
        <TokenMark size={64} />
        <div className="token-hero__text">
          <h1 id="token-hero-title">{TOKEN.symbol}</h1>
          <p className="token-hero__name">{TOKEN.name}</p>
          <PriceLine />
        </div>
        <nav className="token-hero__links" aria-label="Token">
          <Link className="button button--primary" to={TOKEN_PATHS.analytics}>
            Analytics
          </Link>
          <Link className="button" to={TOKEN_PATHS.revShare}>
            Cash share
          </Link>
        </nav>
      </section>

      <section className="token-about" aria-labelledby="token-about-title">
        <h2 id="token-about-title">What {TOKEN.symbol} is</h2>
        <ul className="token-about__points">
          <li>
            <strong>The play token of BetKings.</strong> {TOKEN.symbol} is tied to how the house does: its
            figures come from the real-money play on the site.
          </li>
          <li>
            <strong>Buy-back and burn.</strong> Every hour {TOKEN.burnPercent}% of the house&apos;s revenue
            from casino, futures and sports buys {TOKEN.symbol} at the market price and burns it, so the
            supply only ever shrinks.
          </li>
          <li>
            <strong>Cash share.</strong> Every week {TOKEN.revSharePercent}% of the house&apos;s revenue is
            paid to the cash-share pool, shared among players by what they wagered.
          </li>
        </ul>
      </section>

      <dl className="token-stats">
        <Stat term="Supply" state={supply} value={(data) => formatCompact(lastSupply(data))} />
        <Stat
          term="Burnt since launch"
          state={supply}
          value={(data) => formatCompact(TOKEN.initialSupply - lastSupply(data))}
        />
        <Stat term="24H burnt" state={burn} value={(data) => formatCompact(data.burn)} />
        <Stat
          term="This week's pool"
          state={payout}
          value={(data) => formatCompactUsd(data.data[data.data.length - 1]?.metrics.payout ?? 0)}
        />
      </dl>

      <PriceBlock timeframe={30} />

      <p className="token-page__more">
        Burns, supply and revenue per product day by day:{' '}
        <Link to={TOKEN_PATHS.analytics}>token analytics</Link>. Each week&apos;s pool and your share:{' '}
        <Link to={TOKEN_PATHS.revShare}>cash share</Link>.
      </p>
    </div>
  );
}
