import { NavLink } from 'react-router';
import { Icon } from '../../components/Icon';
import { openSearch } from '../../layout/search';

const TABS = [
  { label: 'Home', to: '/' },
  { label: 'Originals', to: '/casino/originals' },
  { label: 'Slots', to: '/casino/slots' },
  { label: 'Live casino', to: '/casino/live' },
] as const;

/** Signed-in players get section tabs and a search button instead of the sign-up promo. */
export function HomeNav() {
  return (
    <nav className="home-nav" aria-label="Casino sections">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="home-nav__tab">
          {tab.label}
        </NavLink>
      ))}
      <button type="button" className="button home-nav__search" onClick={openSearch}>
        <Icon name="search" />
        Search
      </button>
    </nav>
  );
}
