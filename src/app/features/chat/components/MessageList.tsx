import { useLayoutEffect, useRef } from 'react';
import type { User } from '@contract/index';
import { isModerator } from '../../auth';
import { useChat } from '../room/chat-store';
import { reloadHistory } from '../room/use-chat-room';
import { MessageItem } from './MessageItem';

/** How close to the bottom still counts as following the conversation. */
const FOLLOW_SLACK_PX = 48;

/** Keeps the list scrolled to the newest message, unless the reader scrolled up to read older ones. */
function useFollowNewest(newestId: string | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [newestId]);
  const onScroll = () => {
    const element = scroller.current;
    if (element)
      following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK_PX;
  };
  return { scroller, onScroll };
}

/** The room's messages, oldest first, without those of the players the viewer ignores. */
export function MessageList({ viewer, channel }: { viewer: User | null; channel: string }) {
  const messages = useChat((state) => state.messages);
  const history = useChat((state) => state.history);
  const emoji = useChat((state) => state.emoji);
  const ignored = new Set(viewer?.ignore ?? []);
  const shown = messages.filter((message) => !message.user || !ignored.has(message.user._id));
  const moderating = isModerator(viewer);
  const { scroller, onScroll } = useFollowNewest(shown.at(-1)?._id);

  return (
    <div ref={scroller} className="chat-messages" role="log" aria-label="Chat messages" onScroll={onScroll}>
      {history === 'loading' && shown.length === 0 && <p role="status">Loading messages…</p>}
      {history === 'error' && (
        <p role="alert" className="chat-messages__error">
          Messages could not be loaded.{' '}
          <button type="button" className="link-button" onClick={() => void reloadHistory(channel)}>
            Try again
          </button>
        </p>
      )}
      {history === 'ready' && shown.length === 0 && <p className="chat-messages__empty">No messages yet.</p>}
      <ul className="chat-messages__list">
        {shown.map((message) => (
          <MessageItem key={message._id} message={message} emoji={emoji} moderating={moderating} />
        ))}
      </ul>
    </div>
  );
}
