import type { User } from '@contract/index';
import { openAuthModal } from '../../auth';
import type { ChatSender } from '../room/use-chat-sender';
import { useChat } from '../room/chat-store';
import { useRulesAccepted } from '../room/rules';
import { mutedUntilText } from '../texts';
import { ChatToolbar } from './ChatToolbar';
import { Composer } from './Composer';

/** Guests see the send area under a sign-in button (community.md §6). */
function GuestComposer() {
  return (
    <div className="chat-composer chat-composer--guest">
      <textarea className="chat-composer__text" aria-label="Message" rows={2} disabled />
      <div className="chat-login-overlay">
        <button type="button" className="button button--primary" onClick={() => openAuthModal('auth')}>
          Sign in to chat
        </button>
      </div>
    </div>
  );
}

function RulesNotice() {
  const openPanel = useChat((state) => state.openPanel);
  return (
    <div className="chat-notice" role="note">
      <p>Please read and accept the chat rules before you chat.</p>
      <button type="button" className="button" onClick={() => openPanel('rules')}>
        Read the rules
      </button>
    </div>
  );
}

/** Below the messages: the notices, the send area and the toolbar. */
export function ChatFooter({ viewer, sender }: { viewer: User | null; sender: ChatSender }) {
  const accepted = useRulesAccepted();
  return (
    <footer className="chat-footer">
      {viewer && !accepted && <RulesNotice />}
      {sender.mutedUntil !== null && (
        <p className="chat-notice chat-notice--muted" role="status">
          {mutedUntilText(sender.mutedUntil)}
        </p>
      )}
      {viewer ? <Composer sender={sender} /> : <GuestComposer />}
      <ChatToolbar signedIn={viewer !== null} />
    </footer>
  );
}
