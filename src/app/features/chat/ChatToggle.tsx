import { useAppStore } from '../../stores/app-store';
import { CHAT_COLUMN_ID, toggleChat } from './visibility';

/** The header's chat button: shows or hides the chat column (a drawer at 1200 px or less). */
export function ChatToggle() {
  const open = useAppStore((state) => state.chat === 'open');
  return (
    <button
      type="button"
      className="icon-button chat-toggle"
      aria-label="Toggle chat"
      aria-controls={CHAT_COLUMN_ID}
      aria-expanded={open}
      onClick={toggleChat}
    >
      <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16v11H9l-5 4z M8 9h8 M8 12h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
