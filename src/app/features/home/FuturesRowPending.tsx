import { CarouselRow } from './CarouselRow';
import './futures-row.css';

const SKELETONS = Array.from({ length: 6 }, (_, index) => index);

/**
 * The Futures row before its markets are there: the row's frame with skeleton tiles. The row's own code loads
 * beside its first tickers (both wait for the backend), so the home page's first JavaScript does without it.
 */
export function FuturesRowPending() {
  return (
    <CarouselRow title="Futures" viewAll="/trading/all" className="futures-row">
      {SKELETONS.map((index) => (
        <div key={index} className="futures-tile futures-tile--skeleton" />
      ))}
    </CarouselRow>
  );
}
