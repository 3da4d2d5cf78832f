import { useEffect } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { TOKEN, TOKEN_PRICE_ERROR } from '@contract/token';
import { formatChange, formatTokenPrice } from './format';
import { TOKEN_PATHS } from './paths';
import { TokenMark } from './TokenMark';
import { useTokenPrice, watchTokenPrice } from './token-price-store';
import './token-box.css';

/** The sidebar's token box (platform.md §2): symbol, 24 h change and US dollar price, refreshed every minute. */
export function TokenBox() {
  const { status, usd, change24h } = useTokenPrice();
  useEffect(() => watchTokenPrice(), []);
  const shown = status === 'ready' && usd !== null && change24h !== null;
  return (
    <section className="token-box" aria-label={`${TOKEN.symbol} price`}>
      <Link to={TOKEN_PATHS.token} className="token-box__link">
        <TokenMark />
        <span className="token-box__symbol">{TOKEN.symbol}</span>
        {shown ? (
          <span className="token-box__quote">
            <span className="token-box__price">{formatTokenPrice(usd)}</span>
            <span className={clsx('token-box__change', change24h < 0 ? 'is-down' : 'is-up')}>
              {formatChange(change24h)}
            </span>
          </span>
        ) : (
          status === 'loading' && (
            <span className="token-box__quote" aria-busy="true">
              <span className="token-box__placeholder">Loading price…</span>
            </span>
          )
        )}
      </Link>
      {status === 'error' && (
        <p className="token-box__error" role="alert">
          {TOKEN_PRICE_ERROR}
        </p>
      )}
    </section>
  );
}
