/**
 * Keeps the chat store on the room of the page (community.md §4, §7): the public channel's chat events are
 * bound for as long as the panel is open, the room's history is asked for on every room change (after the
 * binding, so that no message falls between the two), and the emoji packs load once. Live messages go through
 * the store's queue, applied once per animation frame; a removal drops queued ones too.
 */
import { useEffect } from 'react';
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, type ChatRealtimePayloads } from '@contract/index';
import { getTransport } from '../../../api/api';
import { useAppStore } from '../../../stores/app-store';
import { fetchEmojiPacks, fetchHistory } from '../api';
import { useChat } from './chat-store';
import { quizAnsweredMessage, quizMessage } from './quiz-messages';

type Handlers = { [E in keyof ChatRealtimePayloads]: (payload: ChatRealtimePayloads[E]) => void };

const HANDLERS: Handlers = {
  chatMessage: ({ message }) => useChat.getState().queue(message),
  chatRemoveMessages: ({ ids }) => useChat.getState().remove(ids),
  chatNewQuiz: ({ quiz }) => useChat.getState().queue(quizMessage(quiz)),
  chatQuizAnswered: (event) => {
    const { channel, queue } = useChat.getState();
    // The sim names the quiz's room; without it, the room on screen is the one it was asked in.
    if (channel && (!event.channel || event.channel === channel)) queue(quizAnsweredMessage(event, channel));
  },
  onlineUsers: ({ count }) => useChat.getState().setOnline(count),
};

function listenToChat(): () => void {
  const { realtime } = getTransport();
  const stops = (Object.keys(HANDLERS) as (keyof Handlers)[]).map((event) =>
    realtime.listen(PUBLIC_CHANNEL, PUBLIC_EVENTS[event], (payload) =>
      (HANDLERS[event] as (payload: unknown) => void)(payload),
    ),
  );
  // The public channel is shared with the feed and the race: only these handlers go.
  return () => stops.forEach((stop) => stop());
}

async function loadHistory(channel: string): Promise<void> {
  const { enter, historyLoaded, historyFailed } = useChat.getState();
  enter(channel);
  try {
    historyLoaded(channel, await fetchHistory(channel));
  } catch {
    historyFailed(channel);
  }
}

async function loadEmojiPacks(): Promise<void> {
  if (useChat.getState().packs.length > 0) return;
  try {
    useChat.getState().setPacks(await fetchEmojiPacks());
  } catch {
    // Without packs, :tokens: stay as text; the next opening of the chat tries again.
  }
}

export function useChatRoom(channel: string): void {
  useEffect(() => {
    void loadEmojiPacks();
    return listenToChat();
  }, []);

  useEffect(() => {
    useAppStore.getState().set({ channel });
    void loadHistory(channel);
  }, [channel]);
}

/** For a retry button after a failed history. */
export const reloadHistory = (channel: string) => loadHistory(channel);
