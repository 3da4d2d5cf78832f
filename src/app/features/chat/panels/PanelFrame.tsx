import type { ReactNode } from 'react';
import { useChat, type ChatPanelName } from '../room/chat-store';

export const panelId = (panel: ChatPanelName) => `chat-panel-${panel}`;

/** The frame of the rules, commands and emoji panels: a titled region with a close button. */
export function PanelFrame({
  panel,
  title,
  children,
}: {
  panel: ChatPanelName;
  title: string;
  children: ReactNode;
}) {
  const close = useChat((state) => state.closePanel);
  return (
    <section id={panelId(panel)} className={`chat-drawer chat-drawer--${panel}`} aria-label={title}>
      <header className="chat-drawer__head">
        <h3>{title}</h3>
        <button
          type="button"
          className="icon-button"
          aria-label={`Close ${title.toLowerCase()}`}
          onClick={close}
        >
          ×
        </button>
      </header>
      <div className="chat-drawer__body">{children}</div>
    </section>
  );
}
