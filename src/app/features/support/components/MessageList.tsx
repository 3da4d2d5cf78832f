import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import type { SupportMessage } from '@contract/index';
import { formatTime } from '../format';
import { Avatar } from './Avatar';

export interface MessageListProps {
  messages: readonly SupportMessage[];
  /** Messages of the reader's side sit on the right. */
  isMine(message: SupportMessage): boolean;
}

/** The chat's messages, oldest first, kept scrolled to the newest; new ones are announced politely. */
export function MessageList({ messages, isMine }: MessageListProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  return (
    <ol ref={list} className="support-messages" aria-label="Messages" aria-live="polite">
      {messages.map((message) => (
        <li
          key={`${message.created_at}-${message.user._id}`}
          className={clsx('support-message', isMine(message) && 'support-message--mine')}
        >
          <Avatar user={message.user} />
          <div className="support-message__bubble">
            <p className="support-message__meta">
              <span className="support-message__author">{message.user.name}</span>{' '}
              <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
            </p>
            <p className="support-message__text">{message.message}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
