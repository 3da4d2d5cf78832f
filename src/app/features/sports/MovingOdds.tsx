import type { Market, MarketOption, SportEvent } from '@contract/sports';
import { OddsButton } from '../bet-slip';
import { usePriceMove } from './use-price-move';
import './event-list.css';

/**
 * The bet slip's odds button in a frame that flashes green when the price rose and red when it fell; the
 * flash alternates between two animations (data-flash) so that a second move the same way restarts it.
 */
export function MovingOdds(props: {
  event: SportEvent;
  market: Market;
  option: MarketOption;
  showName?: boolean;
}) {
  const { move, serial } = usePriceMove(props.option.odds);
  return (
    <span className="moving-odds" data-move={move ?? undefined} data-flash={serial % 2}>
      <OddsButton {...props} />
      {move && (
        <span className="moving-odds__arrow" aria-hidden="true">
          {move === 'up' ? '▲' : '▼'}
        </span>
      )}
    </span>
  );
}
