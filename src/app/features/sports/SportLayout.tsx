import { useEffect, type ReactNode } from 'react';
import { useWindowWidth } from '../../hooks';
import { BetSlip, SLIP_RAIL_WIDTH } from '../bet-slip';
import { watchSports } from './sports-store';
import './sports.css';

/** From this window width the bet slip has a rail of its own beside the page (the slip's own breakpoint). */
export { SLIP_RAIL_WIDTH };

/**
 * The frame of the own sport pages: the page, and the bet slip in a right rail on wide screens. Narrower, the
 * slip brings its own floating button, for which the page leaves room at its foot. While a sport page is open
 * the sports channel keeps every shown match live.
 */
export function SportLayout({ children }: { children: ReactNode }) {
  useEffect(() => watchSports(), []);
  const wide = useWindowWidth() >= SLIP_RAIL_WIDTH;
  return (
    <div className="sport-layout">
      <div className="sport-layout__page">{children}</div>
      {wide ? (
        <div className="sport-layout__slip">
          <BetSlip />
        </div>
      ) : (
        <BetSlip />
      )}
    </div>
  );
}
