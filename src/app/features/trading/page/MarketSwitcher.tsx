import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MarketTicker } from '@contract/trading';
import { Icon } from '../../../components/Icon';
import { useDismiss } from '../../../hooks/dismiss';
import { changeTone, formatChange, formatPrice } from '../market-format';
import { useMarkets } from '../markets-store';
import { MarketIcon } from './MarketIcon';

/**
 * The market's name as a menu of the other markets (each a link to its desk, with its price and change).
 * Escape or a press outside closes it and gives the focus back to the button.
 */
export function MarketSwitcher({ current }: { current: MarketTicker }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, root, () => setOpen(false));

  return (
    <div
      className="market-switcher"
      ref={root}
      // Escape inside the menu hands the focus back to the button (a press outside leaves it where it went).
      onKeyDown={(event) => event.key === 'Escape' && button.current?.focus()}
    >
      <button
        ref={button}
        type="button"
        className="market-switcher__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${current.ticker}, ${current.name}: choose a market`}
        onClick={() => setOpen((value) => !value)}
      >
        <MarketIcon market={current} />
        <span className="market-switcher__names">
          <strong>{current.ticker}</strong>
          <span>{current.name}</span>
        </span>
        <span
          className={
            open ? 'market-switcher__chevron market-switcher__chevron--open' : 'market-switcher__chevron'
          }
        >
          <Icon name="chevron" />
        </span>
      </button>
      {open && <MarketMenu id={menuId} current={current.ticker} onPick={() => setOpen(false)} />}
    </div>
  );
}

function MarketMenu({ id, current, onPick }: { id: string; current: string; onPick: () => void }) {
  const tickers = useMarkets((state) => state.tickers);
  return (
    <nav id={id} className="market-switcher__menu" aria-label="Markets">
      <ul>
        {tickers.map((market) => (
          <li key={market.ticker}>
            <Link
              to={`/trading/${market.ticker}`}
              aria-current={market.ticker === current ? 'page' : undefined}
              onClick={onPick}
            >
              <MarketIcon market={market} size={24} />
              <span className="market-switcher__names">
                <strong>{market.ticker}</strong>
                <span>{market.name}</span>
              </span>
              <span className="market-switcher__quote">
                <span>{formatPrice(market.price.price, market.fiatDecimals)}</span>
                <span className={`trading-tone--${changeTone(market.stats.change_24h)}`}>
                  {formatChange(market.stats.change_24h)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link className="market-switcher__all" to="/trading/all" onClick={onPick}>
        All markets
      </Link>
    </nav>
  );
}
