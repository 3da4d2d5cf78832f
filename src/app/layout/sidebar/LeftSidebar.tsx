import { lazy, Suspense, useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import clsx from 'clsx';
import { Icon } from '../../components/Icon';
import { useSession } from '../../features/auth';
import { SportsbookSidebarSlot } from '../../features/sportsbook/slots';
import { SportSidebarSlot } from '../../features/sports/SportSidebarSlot';
import { openSupport } from '../../features/support';
import '../../features/token/token-box.css';
import { useUiStore } from '../../stores/ui-store';
import { CASINO_CATEGORIES, ORIGINAL_GAMES, PATHS } from '../nav-links';
import { ModeSwitch } from './ModeSwitch';
import { SidebarGroup } from './SidebarGroup';
import { ThemePicker } from './ThemePicker';
import { openSearch } from '../search';

// The token box waits for the backend's price anyway: its code loads beside that call, not with the first page.
const TokenBox = lazy(() =>
  import('../../features/token/TokenBox').then((module) => ({ default: module.TokenBox })),
);

export function LeftSidebar() {
  const { pathname } = useLocation();
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  const mobileOpen = useUiStore((state) => state.mobileMenuOpen);
  const closeMobileMenu = useUiStore((state) => state.closeMobileMenu);
  const signedIn = useSession((session) => session.user !== null);
  const logout = useSession((session) => session.logout);
  // The drawer covers the page: signing out from it closes it, as following a link does.
  const signOut = () => {
    closeMobileMenu();
    void logout();
  };

  // The mobile drawer covers the page, so a followed link closes it.
  useEffect(() => closeMobileMenu(), [pathname, closeMobileMenu]);

  return (
    <aside
      id="sidebar"
      className={clsx('sidebar', collapsed && 'sidebar--collapsed', mobileOpen && 'sidebar--mobile-open')}
      aria-label="Sidebar"
    >
      <button
        type="button"
        className="icon-button sidebar__close"
        aria-label="Close menu"
        onClick={closeMobileMenu}
      >
        <Icon name="close" />
      </button>
      <ModeSwitch />
      <nav aria-label="Main">
        <button type="button" className="sidebar__item" onClick={openSearch}>
          <Icon name="search" />
          Search
        </button>
        <SportsbookSidebarSlot>
          <SidebarGroup label="Originals" items={ORIGINAL_GAMES} />
          <SidebarGroup label="Casino" items={CASINO_CATEGORIES} />
        </SportsbookSidebarSlot>
        <NavLink to={PATHS.sport} className="sidebar__item">
          <Icon name="sport" />
          Sports
        </NavLink>
        <NavLink to={PATHS.weeklyRace} className="sidebar__item">
          100k Weekly races
        </NavLink>
        <NavLink to={PATHS.vip} className="sidebar__item">
          VIP Program
        </NavLink>
        <NavLink to={PATHS.partner} className="sidebar__item">
          Affiliate <span className="badge">up to 40%</span>
        </NavLink>
        {/* Guests are asked to sign in (community.md §2 "Live Support"). */}
        <button type="button" className="sidebar__item" onClick={() => void openSupport()}>
          <Icon name="support" />
          Live Support
        </button>
      </nav>
      <SportSidebarSlot />
      <Suspense fallback={<section className="token-box token-box--pending" aria-busy="true" />}>
        <TokenBox />
      </Suspense>
      <ThemePicker />
      {/* The phone header keeps balance, deposit and avatar; sign-out lives here below 991 px. */}
      {signedIn && (
        <button type="button" className="sidebar__item sidebar__sign-out" onClick={signOut}>
          <Icon name="logout" />
          Sign out
        </button>
      )}
    </aside>
  );
}
