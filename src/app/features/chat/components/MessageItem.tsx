import clsx from 'clsx';
import type { Ref } from 'react';
import { mayModerate, type ChatMessage, type PermissionHolder } from '@contract/index';
import { staffRole } from '../names';
import { GameLink } from './GameLink';
import { MessageAuthor } from './MessageAuthor';
import { MessageText } from './MessageText';
import { ModeratorMenu } from './ModeratorMenu';

export interface MessageItemProps {
  message: ChatMessage;
  emoji: ReadonlyMap<string, string>;
  /** The viewer when they moderate: the lines of those ranked below them get the moderator's menu. */
  moderator: Pick<PermissionHolder, 'roles'> | null;
  /** The row's place in a virtualised list and the list's measuring ref (MessageList). */
  index?: number;
  rowRef?: Ref<HTMLLIElement>;
}

function PlayerMessageBody({ message, emoji }: Pick<MessageItemProps, 'message' | 'emoji'>) {
  const { data } = message;
  if (message.type === 'sticker' && data.url)
    return (
      <img className="chat-sticker" src={data.url} alt={data.text ?? 'Sticker'} width={96} height={96} />
    );
  if (message.type === 'game_link') return <GameLink data={data} />;
  return <MessageText text={data.text ?? ''} emoji={emoji} />;
}

/** One line of the chat: a player's message, sticker or shared bet; a service notice; a quiz or its winner. */
export function MessageItem({ message, emoji, moderator, index, rowRef }: MessageItemProps) {
  const text = message.data.text ?? '';
  // Every line says which message it is (QA scripts and e2e read it) and where it sits in the list.
  const row = { ref: rowRef, 'data-index': index, 'data-message-id': message._id };
  if (message.type === 'service' || message.type === 'quiz_answered') {
    return (
      <li {...row} className={`chat-line chat-line--${message.type}`}>
        <MessageText text={text} emoji={emoji} users={message.data.users} />
      </li>
    );
  }
  if (message.type === 'quiz') {
    return (
      <li {...row} className="chat-line chat-line--quiz">
        <strong>Quiz:</strong> <MessageText text={text} emoji={emoji} />
      </li>
    );
  }
  if (!message.user) return null;
  const role = staffRole(message.user);
  return (
    <li {...row} className={clsx('chat-line', role && `chat-line--${role}`)}>
      <div className="chat-line__head">
        <MessageAuthor user={message.user} vipLevel={message.vipLevel} />
        {mayModerate(moderator, { roles: message.user.access }) && (
          <ModeratorMenu messageId={message._id} user={message.user} />
        )}
      </div>
      <div className="chat-line__body">
        <PlayerMessageBody message={message} emoji={emoji} />
      </div>
    </li>
  );
}
