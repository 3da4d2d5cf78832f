import { NavLink } from 'react-router';
import { useSession } from '../features/auth';
import { Icon } from '../components/Icon';
import { useUiStore } from '../stores/ui-store';
import { PATHS } from './nav-links';
import { openSearch } from './search';

/** Below 991 px the bottom bar replaces the sidebar: Menu, Casino, Sports, Rewards, Search. */
export function MobileBottomBar() {
  const mobileOpen = useUiStore((state) => state.mobileMenuOpen);
  const toggleMobileMenu = useUiStore((state) => state.toggleMobileMenu);
  const signedIn = useSession((session) => session.user !== null);
  return (
    <nav className="bottom-bar" aria-label="Mobile">
      <button
        type="button"
        className="bottom-bar__item"
        aria-expanded={mobileOpen}
        aria-controls="sidebar"
        onClick={toggleMobileMenu}
      >
        <Icon name="menu" />
        Menu
      </button>
      <NavLink to={PATHS.home} end className="bottom-bar__item">
        <Icon name="casino" />
        Casino
      </NavLink>
      <NavLink to={PATHS.sport} className="bottom-bar__item">
        <Icon name="sport" />
        Sports
      </NavLink>
      {/* Guests reach the VIP page instead of rewards (community.md §2). */}
      <NavLink to={signedIn ? PATHS.rewards : PATHS.vip} className="bottom-bar__item">
        <Icon name="gift" />
        Rewards
      </NavLink>
      <button type="button" className="bottom-bar__item" onClick={openSearch}>
        <Icon name="search" />
        Search
      </button>
    </nav>
  );
}
