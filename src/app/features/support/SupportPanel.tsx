import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { NEW_SUPPORT_CHAT, SUPPORT_PERMISSION, type User } from '@contract/index';
import { Icon } from '../../components/Icon';
import { useAppStore } from '../../stores/app-store';
import { hasPermission } from '../auth';
import { DemoUnavailable } from './components/DemoUnavailable';
import { ChatPage } from './pages/ChatPage';
import { IndexPage } from './pages/IndexPage';
import { ModeratePage } from './pages/ModeratePage';
import { useSupportRealtime } from './realtime';
import { currentPage, useSupportWindow, type SupportPage } from './window-store';
import './support.css';

function titleOf(page: SupportPage): string {
  if (page.name === 'moderate') return 'Moderate';
  if (page.name === 'chat') return page.id === NEW_SUPPORT_CHAT ? 'New live chat' : 'Live chat';
  return 'Support';
}

function PageView({ page, user, staff }: { page: SupportPage; user: User; staff: boolean }) {
  switch (page.name) {
    case 'index':
      return <IndexPage staff={staff} />;
    case 'chat':
      return <ChatPage key={page.id} id={page.id} user={user} />;
    case 'moderate':
      return <ModeratePage staff={staff} />;
  }
}

/**
 * The support window (community.md §2): a floating panel with its own page history. In demo mode only the
 * index works; the other pages say that support is unavailable (§5).
 */
export function SupportPanel({ user }: { user: User }) {
  const page = useSupportWindow(currentPage);
  const depth = useSupportWindow((state) => state.history.length);
  const back = useSupportWindow((state) => state.back);
  const close = useSupportWindow((state) => state.close);
  const demo = useAppStore((state) => state.demo);
  const staff = hasPermission(user, SUPPORT_PERMISSION);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useSupportRealtime(user._id, staff);

  // Going forward or back moves focus to the page's heading, so keyboard and screen reader users follow the
  // history; the new chat taking its id (a replace) leaves focus in the message box.
  useEffect(() => heading.current?.focus(), [depth]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <section className="support-window" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <header className="support-window__header">
        {depth > 1 && (
          <button type="button" className="icon-button support-window__back" aria-label="Back" onClick={back}>
            <Icon name="chevron" />
          </button>
        )}
        <h2 id={titleId} ref={heading} tabIndex={-1} className="support-window__title">
          {titleOf(page)}
        </h2>
        <button type="button" className="icon-button" aria-label="Close support" onClick={close}>
          <Icon name="close" />
        </button>
      </header>
      <div className="support-window__body">
        {demo && page.name !== 'index' ? (
          <DemoUnavailable />
        ) : (
          <PageView page={page} user={user} staff={staff} />
        )}
      </div>
    </section>
  );
}
