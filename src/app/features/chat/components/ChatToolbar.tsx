import { panelId } from '../panels/PanelFrame';
import { useChat, type ChatPanelName } from '../room/chat-store';

const PANEL_BUTTONS: { panel: ChatPanelName; label: string; signedInOnly: boolean }[] = [
  { panel: 'rules', label: 'Rules', signedInOnly: false },
  { panel: 'commands', label: 'Commands', signedInOnly: true },
  { panel: 'emoji', label: 'Emoji', signedInOnly: true },
];

/** The panel toggles (one panel open at a time) and, for signed-in players, the Rain button. */
export function ChatToolbar({ signedIn }: { signedIn: boolean }) {
  const open = useChat((state) => state.panel);
  const togglePanel = useChat((state) => state.togglePanel);
  const openPopup = useChat((state) => state.openPopup);
  return (
    <div className="chat-toolbar">
      {PANEL_BUTTONS.filter((entry) => signedIn || !entry.signedInOnly).map(({ panel, label }) => (
        <button
          key={panel}
          type="button"
          className="chat-toolbar__button"
          aria-expanded={open === panel}
          aria-controls={open === panel ? panelId(panel) : undefined}
          onClick={() => togglePanel(panel)}
        >
          {label}
        </button>
      ))}
      {signedIn && (
        <button
          type="button"
          className="chat-toolbar__button chat-toolbar__rain"
          onClick={() => openPopup({ kind: 'rain' })}
        >
          Rain
        </button>
      )}
    </div>
  );
}
