import { useEffect, useState } from 'react';
import {
  NEW_SUPPORT_CHAT,
  SUPPORT_BOT,
  SUPPORT_WELCOME,
  unreadCount,
  type SupportChat,
  type SupportMessage,
  type SupportSide,
  type User,
} from '@contract/index';
import { sendSupportMessage } from '../api';
import { Composer } from '../components/Composer';
import { MessageList } from '../components/MessageList';
import { showSupportError } from '../support-errors';
import { useSupportData } from '../support-store';
import { useSupportWindow } from '../window-store';

/** Staff reading a player's chat are on the support side; everyone else reads as the player. */
const sideOf = (chat: SupportChat | undefined, user: User): SupportSide =>
  chat && chat.user._id !== user._id ? 'support' : 'user';

/** Loads a chat that is not known yet; a refusal (code 4) shows its toast and an inline note. */
function useChat(id: string) {
  const chat = useSupportData((state) => state.chats[id]);
  const failed = useSupportData((state) => state.single[id] === 'error');
  const known = chat !== undefined;
  useEffect(() => {
    if (id !== NEW_SUPPORT_CHAT && !known) useSupportData.getState().loadChat(id).catch(showSupportError);
  }, [id, known]);
  return { chat, failed };
}

/** What a new live chat shows before it exists: the bot's welcome (community.md §2). */
function useWelcome(): SupportMessage[] {
  const [welcome] = useState(() => [
    { message: SUPPORT_WELCOME, user: SUPPORT_BOT, created_at: new Date().toISOString() },
  ]);
  return welcome;
}

/**
 * A chat (community.md §2): its messages, the composer, and the read marker moved while it is open. The new
 * live chat has id 'new' until the first message's answer brings the real id, which replaces this page.
 */
export function ChatPage({ id, user }: { id: string; user: User }) {
  const isNew = id === NEW_SUPPORT_CHAT;
  const { chat, failed } = useChat(id);
  const welcome = useWelcome();
  const side = sideOf(chat, user);
  const unread = chat ? unreadCount(chat, side) : 0;

  useEffect(() => {
    if (unread > 0) void useSupportData.getState().markRead(id);
  }, [id, unread]);

  async function send(text: string): Promise<boolean> {
    try {
      const answer = await sendSupportMessage(id, text);
      useSupportData.getState().receive(answer);
      if (isNew) useSupportWindow.getState().replace({ name: 'chat', id: answer._id });
      return true;
    } catch (error) {
      showSupportError(error);
      return false;
    }
  }

  if (!isNew && !chat) {
    return failed ? (
      <p className="support-notice" role="alert">
        This chat could not be loaded.
      </p>
    ) : (
      <p role="status">Loading chat…</p>
    );
  }

  const isMine = (message: SupportMessage) =>
    side === 'user' ? message.user._id === user._id : message.user._id !== chat?.user._id;

  return (
    <div className="support-chat">
      {side === 'support' && chat && <p className="support-muted">Chat with {chat.user.name}</p>}
      <MessageList messages={chat?.messages ?? welcome} isMine={isMine} />
      {chat?.closed ? <ClosedNotice /> : <Composer onSend={send} />}
    </div>
  );
}

function ClosedNotice() {
  const go = useSupportWindow((state) => state.go);
  return (
    <div className="support-notice" role="status">
      <p>This chat is closed.</p>
      <button type="button" className="button" onClick={() => go({ name: 'chat', id: NEW_SUPPORT_CHAT })}>
        Start a new chat
      </button>
    </div>
  );
}
