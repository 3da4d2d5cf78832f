import type { ReactNode } from 'react';
import { ChatColumn } from '../features/chat';
import { ConnectionBanner } from '../features/connection';
import { LiveFeedSlot } from '../features/feed';
import { useUiStore } from '../stores/ui-store';
import { DemoBadge } from './DemoBadge';
import { EmailVerificationBar } from './EmailVerificationBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBottomBar } from './MobileBottomBar';
import { LeftSidebar } from './sidebar/LeftSidebar';

/**
 * The normal layout: header, sidebar, the demo badge and banners, the page, footer, chat column and mobile
 * bottom bar.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const mobileOpen = useUiStore((state) => state.mobileMenuOpen);
  const closeMobileMenu = useUiStore((state) => state.closeMobileMenu);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <div className="app-body">
        <LeftSidebar />
        {mobileOpen && <div className="drawer-backdrop" aria-hidden="true" onClick={closeMobileMenu} />}
        <div className="app-column">
          <DemoBadge />
          <EmailVerificationBar />
          <ConnectionBanner />
          <main id="main" className="app-main">
            {children}
          </main>
          <LiveFeedSlot />
          <Footer />
        </div>
        <ChatColumn />
      </div>
      <MobileBottomBar />
    </div>
  );
}
