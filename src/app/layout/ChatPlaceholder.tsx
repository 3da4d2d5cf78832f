import { ComingSoon } from '../components/coming-soon';

/** The desktop chat column (shown above 1200 px by the CSS) until the chat issue fills it. */
export function ChatPlaceholder() {
  return (
    <aside className="chat-column" aria-label="Chat">
      <ComingSoon feature="Online Chat" issue="community" level={2} />
    </aside>
  );
}
