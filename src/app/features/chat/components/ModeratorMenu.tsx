import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../components/toast';
import { MUTE_MINUTES, type ChatUser, type MuteMinutes } from '@contract/index';
import { muteUser, removeAllFrom, removeMessage } from '../api';
import { shortName } from '../names';
import { useChat } from '../room/chat-store';
import { CHAT_NOTICES, errorText } from '../texts';

const MUTE_LABELS: Record<MuteMinutes, string> = {
  5: 'Mute for 5 minutes',
  15: 'Mute for 15 minutes',
  60: 'Mute for 1 hour',
  1440: 'Mute for 1 day',
  10080: 'Mute for 1 week',
  43200: 'Mute for 1 month',
  259200: 'Mute for 6 months',
  52_560_000: 'Mute forever',
};

interface Action {
  label: string;
  run: () => Promise<unknown>;
  done?: string;
}

const removeShown = ({ ids }: { ids: string[] }) => useChat.getState().remove(ids);

function actionsFor(messageId: string, user: ChatUser): Action[] {
  return [
    { label: 'Delete this message', run: () => removeMessage(messageId).then(removeShown) },
    { label: 'Delete all messages from this user', run: () => removeAllFrom(user._id).then(removeShown) },
    ...MUTE_MINUTES.map((minutes) => ({
      label: MUTE_LABELS[minutes],
      run: () => muteUser(user._id, minutes),
      done: CHAT_NOTICES.muted,
    })),
  ];
}

/** The moderators' menu on a message (community.md §6): delete it, delete all of its author's, or mute them. */
export function ModeratorMenu({ messageId, user }: { messageId: string; user: ChatUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="group"] button')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  async function choose(action: Action) {
    setOpen(false);
    try {
      await action.run();
      if (action.done) toast.success(action.done);
    } catch (error) {
      toast.error(errorText(error));
    }
  }

  return (
    <div
      ref={root}
      className="chat-mod"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="chat-mod__toggle"
        aria-label={`Moderate message from ${shortName(user.name)}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        ⋮
      </button>
      {open && (
        <div id={menuId} role="group" aria-label="Moderation" className="chat-mod__menu">
          {actionsFor(messageId, user).map((action) => (
            <button key={action.label} type="button" onClick={() => void choose(action)}>
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
