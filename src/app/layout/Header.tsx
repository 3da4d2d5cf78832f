import { Link } from 'react-router';
import { ChatToggle } from '../features/chat';
import { HeaderBalance } from '../features/wallet';
import { SportsbookHeaderSlot } from '../features/sportsbook/slots';
import { MetaMaskButton, openAuthModal, useSession } from '../features/auth';
import { NotificationsSlot } from '../features/notifications';
import { Icon } from '../components/Icon';
import { useUiStore } from '../stores/ui-store';
import { Logo } from './Logo';
import { PATHS } from './nav-links';

function HeaderActions() {
  const status = useSession((session) => session.status);
  const user = useSession((session) => session.user);
  const logout = useSession((session) => session.logout);

  if (status === 'booting') return <div className="header__actions" aria-busy="true" />;
  if (!user) {
    return (
      <div className="header__actions">
        <MetaMaskButton />
        <button type="button" className="button" onClick={() => openAuthModal('auth')}>
          Sign in
        </button>
        <button type="button" className="button button--primary" onClick={() => openAuthModal('register')}>
          Sign up
        </button>
      </div>
    );
  }
  return (
    <div className="header__actions">
      <HeaderBalance />
      <NotificationsSlot />
      <Link to={PATHS.profile(user._id)} className="avatar" aria-label="Profile">
        {user.avatar ? (
          <img src={user.avatar} alt="" />
        ) : (
          <span aria-hidden="true">{user.name.charAt(0)}</span>
        )}
      </Link>
      {/* Below 991 px sign-out moves into the menu drawer (LeftSidebar), as the header has no room for it. */}
      <button
        type="button"
        className="icon-button header__sign-out"
        aria-label="Sign out"
        onClick={() => void logout()}
      >
        <Icon name="logout" />
      </button>
    </div>
  );
}

export function Header() {
  const collapsed = useUiStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-button header__sidebar-toggle"
        aria-label="Toggle sidebar"
        aria-controls="sidebar"
        aria-expanded={!collapsed}
        onClick={toggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <Logo />
      <SportsbookHeaderSlot />
      <HeaderActions />
      <ChatToggle />
    </header>
  );
}
