import { isCommand } from '../commands';
import { useChat } from '../room/chat-store';
import { openRulesOnFirstClick } from '../room/rules';
import { withoutNewlines, type ChatSender } from '../room/use-chat-sender';

const COMPOSER_ID = 'chat-composer-text';

export const focusComposer = () => document.getElementById(COMPOSER_ID)?.focus();

function placeholderFor(sender: ChatSender): string {
  if (sender.mutedUntil !== null) return 'You are muted';
  if (!sender.canSend) return 'Accept the rules to chat';
  return "Say something, or '/' for commands";
}

/** The text area and its send button; Enter sends, and slow mode shows on the button. */
export function Composer({ sender }: { sender: ChatSender }) {
  const draft = useChat((state) => state.draft);
  const setDraft = useChat((state) => state.setDraft);
  // Commands are not chat: slow mode does not hold them back.
  const waiting = sender.cooldown > 0 && !isCommand(draft);
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void sender.sendDraft();
      }}
    >
      <textarea
        id={COMPOSER_ID}
        className="chat-composer__text"
        aria-label="Message"
        rows={2}
        value={draft}
        readOnly={!sender.canSend}
        aria-disabled={!sender.canSend}
        placeholder={placeholderFor(sender)}
        onClick={openRulesOnFirstClick}
        onChange={(event) => setDraft(withoutNewlines(event.target.value))}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void sender.sendDraft();
        }}
      />
      <button
        type="submit"
        className="button button--primary chat-composer__send"
        disabled={!sender.canSend || sender.sending || draft.trim() === '' || waiting}
      >
        {waiting ? `Wait ${sender.cooldown}s` : 'Send'}
      </button>
    </form>
  );
}
