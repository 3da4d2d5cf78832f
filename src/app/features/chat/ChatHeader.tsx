import { useChat } from './room/chat-store';
import { closeChat } from './visibility';

/** 'Online Chat' with the online count once known, and a close button. */
export function ChatHeader() {
  const online = useChat((state) => state.online);
  return (
    <header className="chat-header">
      <h2 className="chat-header__title">Online Chat</h2>
      {online !== null && (
        <span className="chat-header__online">{online.toLocaleString('en-US')} online</span>
      )}
      <button
        type="button"
        className="icon-button chat-header__close"
        aria-label="Close chat"
        onClick={closeChat}
      >
        ×
      </button>
    </header>
  );
}
