import clsx from 'clsx';
import { lazyComponent } from '../../components/lazy';
import { CHAT_COLUMN_ID, useChatVisibility } from './visibility';
import './chat-column.css';

// Its own chunk: the chat must not weigh on the first paint of the home route.
const LazyChatPanel = lazyComponent(() => import('./ChatPanel').then((module) => module.ChatPanel));

/** The layout's chat column: the chat panel while open, a drawer over the page at 1200 px or less. */
export function ChatColumn() {
  const { open, narrow } = useChatVisibility();
  return (
    <aside
      id={CHAT_COLUMN_ID}
      className={clsx('chat-column', open && 'chat-column--open', narrow && 'chat-column--drawer')}
      aria-label="Chat"
      hidden={!open}
    >
      {open && <LazyChatPanel narrow={narrow} />}
    </aside>
  );
}
