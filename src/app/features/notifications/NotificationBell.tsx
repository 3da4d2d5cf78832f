import { useEffect, useId, useRef, useState } from 'react';
import { lazyComponent } from '../../components/lazy';
import { useDismiss } from '../../hooks';
import { useSession } from '../auth';
import { BELL_PATH } from './NotificationGlyph';
import { followNotifications } from './notifications-sync';
import { unreadCount, useNotifications } from './notifications-store';
import './notifications.css';

// The list (relative times, glyphs) loads when the panel first opens or the pointer nears the bell.
const NotificationsList = lazyComponent(() =>
  import('./NotificationsList').then((module) => module.NotificationsList),
);

/** Shown in place of a larger count. */
const COUNT_CAP = 99;

/**
 * The header's bell: follows the player's notifications for as long as it is shown, with the unread count on
 * it; pressing it opens the list below it (closed by a press outside or Escape).
 */
export function NotificationBell() {
  const userId = useSession((session) => session.user?._id ?? null);
  useEffect(() => (userId ? followNotifications(userId) : undefined), [userId]);
  const count = useNotifications(unreadCount);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, root, () => setOpen(false));
  if (!userId) return null;
  return (
    <div className="notifications" ref={root}>
      <button
        type="button"
        className="icon-button notifications__bell"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={NotificationsList.prefetch}
        onFocus={NotificationsList.prefetch}
        onClick={() => setOpen((was) => !was)}
      >
        <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={BELL_PATH} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {count > 0 && (
          <span className="notifications__count" aria-hidden="true">
            {count > COUNT_CAP ? `${COUNT_CAP}+` : count}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notifications__panel" aria-label="Notifications">
          <NotificationsList />
        </section>
      )}
    </div>
  );
}
