import { useId } from 'react';
import { ODDS_FORMATS, type OddsFormat } from '@contract/odds';
import { usePreferences } from '../../stores/app-store';
import './slip-header.css';

const FORMAT_NAMES: Record<OddsFormat, string> = {
  decimal: 'Decimal',
  fractional: 'Fractional',
  american: 'American',
};

/** The slip's title with its count, the odds format picker and the 'Hide inactive' switch. */
export function SlipHeader({ count, titleId }: { count: number; titleId: string }) {
  const oddsFormat = usePreferences((state) => state.oddsFormat);
  const sportHideInactive = usePreferences((state) => state.sportHideInactive);
  const set = usePreferences((state) => state.set);
  const formatId = useId();
  const hideId = useId();
  return (
    <header className="slip-header">
      <h2 id={titleId} className="slip-header__title">
        Bet slip
        {count > 0 && <span className="slip-header__count">{count}</span>}
      </h2>
      <div className="slip-header__settings">
        <label className="visually-hidden" htmlFor={formatId}>
          Odds format
        </label>
        <select
          id={formatId}
          className="slip-header__format"
          value={oddsFormat}
          onChange={(event) => set({ oddsFormat: event.target.value as OddsFormat })}
        >
          {ODDS_FORMATS.map((format) => (
            <option key={format} value={format}>
              {FORMAT_NAMES[format]}
            </option>
          ))}
        </select>
        <span className="slip-switch">
          <input
            id={hideId}
            type="checkbox"
            role="switch"
            checked={sportHideInactive}
            onChange={(event) => set({ sportHideInactive: event.target.checked })}
          />
          <label htmlFor={hideId}>Hide inactive</label>
        </span>
      </div>
    </header>
  );
}
