import { focusComposer } from '../components/Composer';
import { commandsFor, commandUsage, type CommandInfo } from '../commands';
import { useChat } from '../room/chat-store';
import { PanelFrame } from './PanelFrame';

/** Puts a command in the text area, ready for its argument. */
function pick(command: CommandInfo) {
  const chat = useChat.getState();
  chat.setDraft(command.argument ? `/${command.name} ` : `/${command.name}`);
  chat.closePanel();
  focusComposer();
}

/** The commands the viewer's role may run (community.md §6); choosing one starts typing it. */
export function CommandsPanel({ moderator }: { moderator: boolean }) {
  return (
    <PanelFrame panel="commands" title="Commands">
      <ul className="chat-commands">
        {commandsFor(moderator).map((command) => (
          <li key={command.name}>
            <button type="button" onClick={() => pick(command)}>
              <code>{commandUsage(command)}</code>
              <span>{command.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </PanelFrame>
  );
}
