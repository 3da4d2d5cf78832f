import { useServerNow } from '../../api/server-clock';
import { NotificationGlyph } from './NotificationGlyph';
import { loadNotifications, markAllRead, unreadCount, useNotifications } from './notifications-store';
import { relativeTime } from './relative-time';

/** Relative times move on every half minute; seconds are the finest unit anyone reads in a list. */
const TICK_MS = 30_000;

/** The panel's contents: heading with 'Mark all read', then the list, its loading, empty and error states. */
export function NotificationsList() {
  const items = useNotifications((state) => state.items);
  const readIds = useNotifications((state) => state.readIds);
  const status = useNotifications((state) => state.status);
  const unread = unreadCount({ items, readIds });
  const now = useServerNow(TICK_MS);
  return (
    <>
      <header className="notifications__head">
        <h2>Notifications</h2>
        <button type="button" className="link-button" disabled={unread === 0} onClick={markAllRead}>
          Mark all read
        </button>
      </header>
      {items.length === 0 && (status === 'loading' || status === 'idle') && (
        <p className="notifications__note" role="status">
          Loading…
        </p>
      )}
      {items.length === 0 && status === 'error' && (
        <div className="notifications__note" role="alert">
          <p>Notifications could not be loaded.</p>
          <button type="button" className="button" onClick={() => void loadNotifications()}>
            Try again
          </button>
        </div>
      )}
      {items.length === 0 && status === 'ready' && (
        <p className="notifications__note">No notifications yet. Rewards and level-ups show up here.</p>
      )}
      {items.length > 0 && (
        <ul className="notifications__list">
          {items.map((item) => {
            const isUnread = !readIds.has(item._id);
            return (
              <li
                key={item._id}
                className={isUnread ? 'notifications__item is-unread' : 'notifications__item'}
              >
                <NotificationGlyph icon={item.icon} />
                <span className="notifications__text">
                  {item.text}
                  {item.createdAt !== undefined && now !== null && (
                    <time dateTime={new Date(item.createdAt).toISOString()}>
                      {relativeTime(item.createdAt, now)}
                    </time>
                  )}
                </span>
                {isUnread && <span className="notifications__dot" aria-label="Unread" role="img" />}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
