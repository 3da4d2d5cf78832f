import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { ODDS_FORMATS, type OddsFormat } from '@contract/odds';
import { BT_PATH_PARAM, sportsbookPathOf } from '@contract/sportsbook-frame';
import { usePreferences } from '../../stores/app-store';
import { useSession } from '../auth';
import { entryOfPath, sportsbookLink } from './links';
import './sportsbook.css';

const FORMAT_LABELS: Record<OddsFormat, string> = {
  decimal: 'Decimal',
  fractional: 'Fractional',
  american: 'American',
};

/** Tabs of the sportsbook layout's header: its start page and the sidebar's leading entries. */
function tabsFor(signedIn: boolean) {
  return [
    { entry: '', label: 'Sports' },
    { entry: 'live', label: 'Live' },
    { entry: 'favorites', label: 'Favorites' },
    ...(signedIn ? [{ entry: 'bets', label: 'My Bets' }] : []),
  ];
}

/**
 * The header's sportsbook layout: the sportsbook's own tabs and the odds format the frame prices in (the
 * player's `oddsFormat` preference), between the logo and the balance. The tabs give way on narrow screens,
 * where the menu drawer holds the same entries.
 */
export function SportsbookHeaderBar() {
  const [params] = useSearchParams();
  const signedIn = useSession((session) => session.user !== null);
  const oddsFormat = usePreferences((state) => state.oddsFormat);
  const setPreferences = usePreferences((state) => state.set);
  const formatId = useId();
  const active = entryOfPath(sportsbookPathOf(params.get(BT_PATH_PARAM)));
  return (
    <div className="sportsbook-bar">
      <nav className="sportsbook-bar__tabs" aria-label="Sportsbook sections">
        {tabsFor(signedIn).map((tab) => (
          <Link
            key={tab.entry}
            to={sportsbookLink(`/${tab.entry}`)}
            className={clsx('sportsbook-bar__tab', tab.entry === active && 'sportsbook-bar__tab--active')}
            aria-current={tab.entry === active ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <label className="sportsbook-bar__odds" htmlFor={formatId}>
        <span>Odds</span>
        <select
          id={formatId}
          value={oddsFormat}
          onChange={(event) => setPreferences({ oddsFormat: event.target.value as OddsFormat })}
        >
          {ODDS_FORMATS.map((format) => (
            <option key={format} value={format}>
              {FORMAT_LABELS[format]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
