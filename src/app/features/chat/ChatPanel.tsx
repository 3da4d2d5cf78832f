import { isModerator, useSession } from '../auth';
import { ProfileCard } from '../profile/ProfileCard';
import { ChatHeader } from './ChatHeader';
import { useChatChannel } from './channel';
import { ChatFooter } from './components/ChatFooter';
import { MessageList } from './components/MessageList';
import { CommandsPanel } from './panels/CommandsPanel';
import { EmojiPanel } from './panels/EmojiPanel';
import { RulesPanel } from './panels/RulesPanel';
import { ChatPopups } from './popups/ChatPopups';
import { useChat } from './room/chat-store';
import { useChatRoom } from './room/use-chat-room';
import { useChatSender, type ChatSender } from './room/use-chat-sender';
import './chat.css';

/** The one open panel of rules, commands and emoji; guests have rules only. */
function OpenPanel({
  signedIn,
  moderator,
  sender,
}: {
  signedIn: boolean;
  moderator: boolean;
  sender: ChatSender;
}) {
  const panel = useChat((state) => state.panel);
  if (panel === 'rules') return <RulesPanel signedIn={signedIn} />;
  if (!signedIn) return null;
  if (panel === 'commands') return <CommandsPanel moderator={moderator} />;
  if (panel === 'emoji')
    return (
      <EmojiPanel
        onSticker={(url) => void sender.sendSticker(url)}
        canSend={sender.canSend && sender.cooldown === 0}
      />
    );
  return null;
}

/**
 * The chat (community.md §2 "Chat panel"): the level card above it on wide screens, 'Online Chat', the room's
 * messages, the open panel, the send area and the chat's popups.
 */
export function ChatPanel({ narrow }: { narrow: boolean }) {
  const viewer = useSession((session) => session.user);
  const channel = useChatChannel();
  useChatRoom(channel);
  const sender = useChatSender(channel, viewer);
  return (
    <div className="chat-panel">
      {!narrow && viewer && <ProfileCard user={viewer} />}
      <ChatHeader />
      <MessageList viewer={viewer} channel={channel} />
      <OpenPanel signedIn={viewer !== null} moderator={isModerator(viewer)} sender={sender} />
      <ChatFooter viewer={viewer} sender={sender} />
      <ChatPopups channel={channel} />
    </div>
  );
}
