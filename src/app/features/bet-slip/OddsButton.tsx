/**
 * One option's price on any sport screen: shows the odds in the player's format and adds the option to the
 * bet slip (or takes it off). Every sport list, the event page and the sportsbook's own views use it. A
 * suspended option, or one whose market is not open, shows '–' and cannot be picked.
 */
import type { Market, MarketOption, SportEvent } from '@contract/sports';
import { formatOdds } from '@contract/odds';
import { usePreferences } from '../../stores/app-store';
import { isOptionLocked, matchNameOf, selectionOf } from './slip-rules';
import { toggleSlipSelection, useSlip } from './slip-store';
import './odds-button.css';

export interface OddsButtonProps {
  event: SportEvent;
  market: Market;
  option: MarketOption;
  /** Show the option's name above the price (the event page); the lists show the price only. */
  showName?: boolean;
}

export function OddsButton({ event, market, option, showName }: OddsButtonProps) {
  const format = usePreferences((state) => state.oddsFormat);
  const selected = useSlip((state) => state.selections.some((entry) => entry.optionId === option.id));
  const locked = isOptionLocked(market, option);
  const price = locked ? '–' : formatOdds(option.odds, format);
  return (
    <button
      type="button"
      className="odds-button"
      data-option-id={option.id}
      disabled={locked}
      aria-pressed={selected}
      aria-label={`${option.name} ${locked ? 'unavailable' : price}, ${matchNameOf(event)}`}
      onClick={() => toggleSlipSelection(selectionOf(event, market, option))}
    >
      {showName && <span className="odds-button__name">{option.name}</span>}
      <span className="odds-button__price">{price}</span>
    </button>
  );
}
