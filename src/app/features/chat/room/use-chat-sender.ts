/**
 * Sending to the room (community.md §4, §5, §8; platform.md §9): only after the rules are accepted and while
 * not muted; newlines removed; a text starting with '/' runs as a command instead; refusals (codes 1 to 3) are
 * toasts; after a send, slow mode counts 5 seconds down (moderators are exempt on the server).
 */
import { useRef, useState } from 'react';
import { toast } from '../../../components/toast';
import { ApiError, CHAT_CODES, CHAT_LIMITS, type ChatMessage, type User } from '@contract/index';
import { useServerTimeReached } from '../../../api/server-clock';
import { isModerator, useSession } from '../../auth';
import { sendChatMessage, sendChatSticker } from '../api';
import { isCommand } from '../commands';
import { sendErrorText } from '../texts';
import { useChat } from './chat-store';
import { useRulesAccepted } from './rules';
import { runCommand } from './run-command';

/** How often a mute's end is checked against the server's clock while it lasts. */
const MUTE_CHECK_MS = 1_000;

export const withoutNewlines = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, '');

/**
 * The end of the viewer's mute while it lasts, else null; it lifts itself on time. `mute` is a server time, so
 * it is compared with the server's clock as predicted from the answers (api/server-clock.ts), never with the
 * browser's: the sim clock may be stepped or run faster, and a real server's clock differs from the browser's.
 * Before any answer has told the server's time, the browser's clock stands in.
 */
export function useMutedUntil(viewer: User | null): number | null {
  const mute = viewer?.mute ?? null;
  const over = useServerTimeReached(mute, MUTE_CHECK_MS);
  return mute !== null && !over ? mute : null;
}

export interface ChatSender {
  /** Signed in, rules accepted, not muted. */
  canSend: boolean;
  mutedUntil: number | null;
  /** Slow mode: seconds before the next send. */
  cooldown: number;
  sending: boolean;
  sendDraft(): Promise<void>;
  sendSticker(url: string): Promise<void>;
}

function afterRefusal(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  // The mute notice needs the time, which the refreshed user carries.
  if (error.code === CHAT_CODES.muted) void useSession.getState().refreshUser();
  if (error.code === CHAT_CODES.slowMode) useChat.getState().startCooldown(CHAT_LIMITS.slowModeMs);
}

export function useChatSender(channel: string, viewer: User | null): ChatSender {
  const accepted = useRulesAccepted();
  const mutedUntil = useMutedUntil(viewer);
  const cooldown = useChat((state) => state.cooldown);
  const [sending, setSending] = useState(false);
  // A second Enter before the re-render must not send twice.
  const inFlight = useRef(false);
  const moderator = isModerator(viewer);
  const canSend = viewer !== null && accepted && mutedUntil === null;

  async function deliver(post: () => Promise<ChatMessage>): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    try {
      const chat = useChat.getState();
      chat.receive(await post());
      if (!moderator) chat.startCooldown(CHAT_LIMITS.slowModeMs);
      return true;
    } catch (error) {
      toast.error(sendErrorText(error));
      afterRefusal(error);
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  async function sendDraft(): Promise<void> {
    const text = withoutNewlines(useChat.getState().draft);
    if (!canSend || text.trim() === '') return;
    const done = isCommand(text)
      ? await runCommand(text, moderator)
      : cooldown === 0 && (await deliver(() => sendChatMessage(text, channel)));
    if (done) useChat.getState().setDraft('');
  }

  async function sendSticker(url: string): Promise<void> {
    if (!canSend || cooldown > 0) return;
    if (await deliver(() => sendChatSticker(url, channel))) useChat.getState().closePanel();
  }

  return { canSend, mutedUntil, cooldown, sending, sendDraft, sendSticker };
}
