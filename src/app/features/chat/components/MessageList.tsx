import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ChatMessage, User } from '@contract/index';
import { isModerator } from '../../auth';
import { everyHasRow, hasRow, useChat } from '../room/chat-store';
import { reloadHistory } from '../room/use-chat-room';
import { MessageItem } from './MessageItem';

/** How close to the bottom still counts as following the conversation. */
const FOLLOW_SLACK_PX = 48;
/** A one-line message with its name line; each row is measured once it is rendered. */
const ESTIMATED_ROW_PX = 56;
/** The `gap` of .chat-messages__list (chat.css), which the virtualizer adds between rows. */
const ROW_GAP_PX = 6;
/** Rows rendered beyond each edge of the visible ones, so that a quick scroll shows no blank. */
const OVERSCAN_ROWS = 8;
/** The first render's guess at the scroller's size, replaced by the real one in the same commit. */
const INITIAL_RECT = { width: 320, height: 720 };

/**
 * The page may hold 10,000 messages (chat-store MAX_MESSAGES), so in a browser only the rows in and near the
 * view are rendered, each measured once rendered (text, emoji, stickers and shared bets differ in height). That
 * needs layout: the scroller's height and ResizeObserver for the rows. jsdom (the unit tests) has neither, and
 * a window computed from made-up sizes would be no truer than the whole list, so there the list renders every
 * row as it did before virtualisation; every browser the app supports has ResizeObserver.
 */
const VIRTUAL = typeof ResizeObserver !== 'undefined';

/**
 * The room's messages to show: without the ignored players' and without those that render no row. A viewer who
 * ignores nobody, in a room whose every message renders (the store counts those that do not), sees the store's
 * array itself: no pass over up to MAX_MESSAGES on each update.
 */
function useShownMessages(viewer: User | null): readonly ChatMessage[] {
  const messages = useChat((state) => state.messages);
  const ignore = viewer?.ignore;
  return useMemo(() => {
    if ((ignore?.length ?? 0) === 0 && everyHasRow(messages)) return messages;
    const ignored = new Set(ignore ?? []);
    return messages.filter((message) => (message.user ? !ignored.has(message.user._id) : hasRow(message)));
  }, [messages, ignore]);
}

/** The room's messages, oldest first, without those of the players the viewer ignores. */
export function MessageList({ viewer, channel }: { viewer: User | null; channel: string }) {
  const history = useChat((state) => state.history);
  const emoji = useChat((state) => state.emoji);
  const shown = useShownMessages(viewer);
  // Staff see the moderators' menu on the lines of those ranked below them (mayModerate).
  const moderator = isModerator(viewer) ? viewer : null;
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Where the list starts in the scroller: below the loading or error line when one shows.
  const [listTop, setListTop] = useState(0);

  // The app does not run React Compiler; the virtualizer re-renders this component itself when its window moves.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    enabled: VIRTUAL,
    count: shown.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: useCallback((index: number) => shown[index]!._id, [shown]),
    gap: ROW_GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: listTop,
    initialRect: INITIAL_RECT,
    // A reader further up keeps the rows on screen in place while new ones arrive and the oldest fall off the top.
    anchorTo: 'end',
  });
  const rows = VIRTUAL ? virtualizer.getVirtualItems() : [];
  const totalSize = VIRTUAL ? virtualizer.getTotalSize() : 0;
  const newestId = shown.at(-1)?._id;

  // Following the newest message: the list stays scrolled to the bottom. It stops when the reader scrolls up
  // (a scroll this list did not make that leaves more than FOLLOW_SLACK_PX below) and resumes when they come
  // back to the bottom. It goes by the reader's moves rather than by the distance alone: a row measured taller
  // than its estimate after the list was scrolled (a sticker) is not the reader leaving; the measured height
  // (totalSize) scrolls it down again.
  const following = useRef(true);
  const written = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !following.current) return;
    element.scrollTop = element.scrollHeight;
    written.current = element.scrollTop;
  }, [newestId, totalSize]);
  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    if (element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK_PX)
      following.current = true;
    else if (element.scrollTop !== written.current) following.current = false;
  };

  const empty = shown.length === 0;
  useLayoutEffect(() => {
    if (VIRTUAL && list.current) setListTop(list.current.offsetTop);
  }, [history, empty]);

  const before = (rows[0]?.start ?? listTop) - listTop;
  return (
    <div
      ref={scroller}
      className="chat-messages"
      role="log"
      aria-label="Chat messages"
      onScroll={onScroll}
      style={VIRTUAL ? { position: 'relative' } : undefined}
    >
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
      {/* data-messages: how many messages the list holds (fewer are rendered), for QA and bench/ui-lists. */}
      <ul
        ref={list}
        className="chat-messages__list"
        data-messages={shown.length}
        style={VIRTUAL ? { boxSizing: 'border-box', height: totalSize, paddingTop: before } : undefined}
      >
        {VIRTUAL
          ? rows.map((row) => (
              <MessageItem
                key={row.key}
                message={shown[row.index]!}
                emoji={emoji}
                moderator={moderator}
                index={row.index}
                rowRef={virtualizer.measureElement}
              />
            ))
          : shown.map((message) => (
              <MessageItem key={message._id} message={message} emoji={emoji} moderator={moderator} />
            ))}
      </ul>
    </div>
  );
}
