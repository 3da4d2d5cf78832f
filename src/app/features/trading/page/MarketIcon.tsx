import type { MarketTicker } from '@contract/trading';

/** The market's icon on its own colours (the ticker's style), decorative: its name is written beside it. */
export function MarketIcon({ market, size = 32 }: { market: MarketTicker; size?: number }) {
  return (
    <span
      className="market-icon"
      style={{ background: market.style.background, color: market.style.color, width: size, height: size }}
      aria-hidden="true"
    >
      <img src={market.icon} alt="" width={size * 0.7} height={size * 0.7} />
    </span>
  );
}
