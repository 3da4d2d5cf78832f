import { unreadCount, type SupportChat, type SupportSide } from '@contract/index';
import { formatDateTime } from '../format';
import { byLatestActivity } from '../merge';
import { useSupportData, type ChatListState } from '../support-store';
import { useSupportWindow } from '../window-store';

export interface ChatListProps {
  list: ChatListState;
  /** Whose read marker the unread counts use. */
  side: SupportSide;
  label: string;
  empty: string;
  onRetry(): void;
  /** Staff see whose chat it is. */
  showOwner?: boolean;
}

function ChatRow({ chat, side, showOwner }: { chat: SupportChat; side: SupportSide; showOwner: boolean }) {
  const go = useSupportWindow((state) => state.go);
  const last = chat.messages.at(-1);
  const unread = unreadCount(chat, side);
  return (
    <button type="button" className="support-chat-row" onClick={() => go({ name: 'chat', id: chat._id })}>
      <span className="support-chat-row__title">
        {showOwner ? chat.user.name : 'Live chat'}
        {last && <time dateTime={last.created_at}> · {formatDateTime(last.created_at)}</time>}
        {chat.closed && <span className="support-chat-row__closed"> · Closed</span>}
      </span>
      {last && <span className="support-chat-row__preview">{last.message}</span>}
      {unread > 0 && <span className="badge support-chat-row__unread">{unread} unread</span>}
    </button>
  );
}

/** A list of chats with loading, error and empty states, latest activity first, with unread counts. */
export function ChatList({ list, side, label, empty, onRetry, showOwner = false }: ChatListProps) {
  const chats = useSupportData((state) => state.chats);
  if (list.status === 'error') {
    return (
      <div className="support-notice" role="alert">
        <p>The chats could not be loaded.</p>
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (list.status !== 'ready' && list.ids.length === 0) return <p role="status">Loading chats…</p>;
  const rows = list.ids.flatMap((id) => chats[id] ?? []).sort(byLatestActivity);
  if (rows.length === 0) return <p className="support-muted">{empty}</p>;
  return (
    <ul className="support-chat-list" aria-label={label}>
      {rows.map((chat) => (
        <li key={chat._id}>
          <ChatRow chat={chat} side={side} showOwner={showOwner} />
        </li>
      ))}
    </ul>
  );
}
