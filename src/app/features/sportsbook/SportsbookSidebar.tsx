import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { BT_PATH_PARAM, sportsbookPathOf } from '@contract/sportsbook-frame';
import { useUiStore } from '../../stores/ui-store';
import { useSession } from '../auth';
import { entryOfPath, sportsbookLink } from './links';
import { SportIcon } from '../sports/SportIcon';
import { SportsbookIcon } from './SportsbookIcon';
import { leadingEntries, SPORT_ENTRIES, type SportsbookEntry } from './sidebar-entries';
import './sportsbook.css';

function EntryLink({ entry, active }: { entry: SportsbookEntry; active: boolean }) {
  const closeMobileMenu = useUiStore((state) => state.closeMobileMenu);
  return (
    <Link
      to={sportsbookLink(`/${entry.slug}`)}
      className={clsx('sidebar__item', 'sportsbook-nav__item', active && 'active')}
      aria-current={active ? 'page' : undefined}
      // Only the query changes, so the drawer's own close-on-navigation does not fire.
      onClick={closeMobileMenu}
    >
      {entry.sport ? <SportIcon sport={entry.sport} /> : <SportsbookIcon slug={entry.slug} />}
      <span className="sportsbook-nav__label">{entry.label}</span>
    </Link>
  );
}

/**
 * The sportsbook sidebar, in place of the casino groups on /sportsbook: its entries load /{slug} in the
 * frame (through ?bt-path), and the entry of the frame's location is the active one.
 */
export function SportsbookSidebar() {
  const [params] = useSearchParams();
  const signedIn = useSession((session) => session.user !== null);
  const active = entryOfPath(sportsbookPathOf(params.get(BT_PATH_PARAM)));
  return (
    <div className="sportsbook-nav" role="group" aria-label="Sportsbook">
      {leadingEntries(signedIn).map((entry) => (
        <EntryLink key={entry.slug} entry={entry} active={entry.slug === active} />
      ))}
      <hr className="sportsbook-nav__separator" />
      {SPORT_ENTRIES.map((entry) => (
        <EntryLink key={entry.slug} entry={entry} active={entry.slug === active} />
      ))}
    </div>
  );
}
