import { useState } from 'react';
import { toast } from '../../components/toast';
import { useSession } from '../auth';
import { shareBet } from './api';
import { useChatChannel } from './channel';
import { CHAT_NOTICES, errorText } from './texts';

/** Shares a bet to the room of the page (community.md §5, §6): signed-in players only. */
export function ShareToChatButton({ betId, ownerId }: { betId: string; ownerId: string | null }) {
  // The sim shares only the player's own bets (a link_game of someone else's bet is refused with 403).
  const own = useSession((session) => session.user !== null && session.user._id === ownerId);
  const channel = useChatChannel();
  const [busy, setBusy] = useState(false);
  if (!own) return null;

  async function share() {
    setBusy(true);
    try {
      await shareBet(betId, channel);
      toast.success(CHAT_NOTICES.shared);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" disabled={busy} onClick={() => void share()}>
      Share to chat
    </button>
  );
}
