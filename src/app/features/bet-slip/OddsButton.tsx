/**
 * One option's price on any sport screen: shows the odds in the player's format and adds the option to the
 * bet slip (or takes it off). Every sport list, the event page and the sportsbook's own views use it.
 * Placeholder body: the bet slip fills it in.
 */
import type { Market, MarketOption, SportEvent } from '@contract/sports';
import { formatOdds } from '@contract/odds';
import { usePreferences } from '../../stores/app-store';

export interface OddsButtonProps {
  event: SportEvent;
  market: Market;
  option: MarketOption;
  /** Show the option's name above the price (the event page); the lists show the price only. */
  showName?: boolean;
}

export function OddsButton({ option, market, showName }: OddsButtonProps) {
  const format = usePreferences((state) => state.oddsFormat);
  const locked = option.suspended || market.status !== 'open';
  return (
    <button type="button" className="odds-button" disabled={locked}>
      {showName && <span className="odds-button__name">{option.name}</span>}
      <span className="odds-button__price">{locked ? '–' : formatOdds(option.odds, format)}</span>
    </button>
  );
}
