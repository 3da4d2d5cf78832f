import { useState } from 'react';
import clsx from 'clsx';
import { formatOdds } from '@contract/odds';
import type { Market, MarketOption, SportEvent } from '@contract/sports';
import { useFrame } from '../frame-store';
import { pickOption, useSlip } from '../slip-store';
import { matchName } from './match-text';

interface OddsButtonProps {
  event: SportEvent;
  market: Market;
  option: MarketOption;
  showName?: boolean;
}

/** One price: in the player's format, flashing up or down as it moves; a click puts it on the slip. */
export function OddsButton({ event, market, option, showName }: OddsButtonProps) {
  const format = useFrame((state) => state.player?.oddsFormat ?? 'decimal');
  const picked = useSlip((state) => state.selection?.optionId === option.id);
  // The last price seen and which way it moved (state derived during render, not in an effect).
  const [seen, setSeen] = useState<{ odds: number; move: 'up' | 'down' | null }>({
    odds: option.odds,
    move: null,
  });
  if (seen.odds !== option.odds)
    setSeen({ odds: option.odds, move: option.odds > seen.odds ? 'up' : 'down' });
  const locked = option.suspended || market.status !== 'open';
  const price = locked ? 'Suspended' : formatOdds(option.odds, format);
  return (
    <button
      type="button"
      className={clsx('sb-odds', picked && 'sb-odds--picked')}
      disabled={locked}
      aria-pressed={picked}
      aria-label={`${option.name} at ${price}`}
      onClick={() =>
        pickOption({
          optionId: option.id,
          matchId: event.match.id,
          matchName: matchName(event.match),
          marketName: market.name,
          optionName: option.name,
          odds: option.odds,
        })
      }
    >
      {showName && <span className="sb-odds__name">{option.name}</span>}
      <span key={option.odds} className={clsx('sb-odds__price', seen.move && `sb-odds__price--${seen.move}`)}>
        {locked ? <LockGlyph /> : price}
      </span>
    </button>
  );
}

function LockGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
