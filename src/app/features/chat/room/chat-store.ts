/**
 * The chat room on screen (community.md §4): its messages, oldest first and at most MAX_MESSAGES of them (the
 * list renders only the rows in view, see MessageList), the emoji of the loaded packs, the online count, which
 * of the rules, commands and emoji panels is open (one at a time), the open popup, the draft and the slow-mode
 * cooldown.
 */
import { create } from 'zustand';
import type { ChatMessage, EmojiPack } from '@contract/index';

/** Hours of a busy room for a long-running demo tab to scroll back through; memory, not the DOM, bounds it. */
export const MAX_MESSAGES = 10_000;

export type ChatPanelName = 'rules' | 'commands' | 'emoji';
export type ChatPopup = { kind: 'online'; names: string[] } | { kind: 'quiz' } | { kind: 'rain' };
export type HistoryStatus = 'loading' | 'ready' | 'error';

export interface ChatState {
  channel: string | null;
  messages: ChatMessage[];
  history: HistoryStatus;
  /** `:token:` id → image path, from every loaded pack. */
  emoji: ReadonlyMap<string, string>;
  packs: EmojiPack[];
  online: number | null;
  panel: ChatPanelName | null;
  popup: ChatPopup | null;
  draft: string;
  /** Slow mode: whole seconds left before the next send may go. */
  cooldown: number;
  /** A new room: its messages are gone until its history arrives. */
  enter(channel: string): void;
  /** The history answer, newest first as the server sends it; live messages already received are kept. */
  historyLoaded(channel: string, newestFirst: readonly ChatMessage[]): void;
  historyFailed(channel: string): void;
  receive(message: ChatMessage): void;
  remove(ids: readonly string[]): void;
  setPacks(packs: EmojiPack[]): void;
  setOnline(count: number): void;
  openPanel(panel: ChatPanelName): void;
  togglePanel(panel: ChatPanelName): void;
  closePanel(): void;
  openPopup(popup: ChatPopup): void;
  closePopup(): void;
  setDraft(draft: string): void;
  /** Counts the slow-mode wait down from `ms`. */
  startCooldown(ms: number): void;
}

const latest = (messages: ChatMessage[]) => messages.slice(-MAX_MESSAGES);

/**
 * The ids of the messages on the page, kept beside the array they index so that a live message's duplicate check
 * is a lookup rather than a scan of up to MAX_MESSAGES; any other array (a history, a removal, a reset) is
 * indexed afresh on its first live message.
 */
let indexed: { messages: readonly ChatMessage[]; ids: Set<string> } = { messages: [], ids: new Set() };

function idsOf(messages: readonly ChatMessage[]): Set<string> {
  if (indexed.messages !== messages) indexed = { messages, ids: new Set(messages.map((entry) => entry._id)) };
  return indexed.ids;
}

/** `messages` and `message` as a new array of at most MAX_MESSAGES, in one copy, with the index moved along. */
function appended(messages: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  const ids = idsOf(messages);
  const drop = Math.max(0, messages.length + 1 - MAX_MESSAGES);
  const next = messages.slice(drop);
  next.push(message);
  for (let index = 0; index < drop; index += 1) ids.delete(messages[index]!._id);
  ids.add(message._id);
  indexed = { messages: next, ids };
  return next;
}

const COOLDOWN_TICK_MS = 250;
let cooldownTimer: ReturnType<typeof setInterval> | undefined;

export const useChat = create<ChatState>()((set, get) => ({
  channel: null,
  messages: [],
  history: 'loading',
  emoji: new Map(),
  packs: [],
  online: null,
  panel: null,
  popup: null,
  draft: '',
  cooldown: 0,

  enter: (channel) => set({ channel, messages: [], history: 'loading' }),

  historyLoaded(channel, newestFirst) {
    if (get().channel !== channel) return;
    const history = [...newestFirst].reverse();
    const known = new Set(history.map((message) => message._id));
    const live = get().messages.filter((message) => !known.has(message._id));
    set({ messages: latest([...history, ...live]), history: 'ready' });
  },

  historyFailed(channel) {
    if (get().channel === channel) set({ history: 'error' });
  },

  receive(message) {
    const { channel, messages } = get();
    if (message.channel !== channel || idsOf(messages).has(message._id)) return;
    set({ messages: appended(messages, message) });
  },

  remove(ids) {
    const gone = new Set(ids);
    const { messages } = get();
    if (messages.some((message) => gone.has(message._id)))
      set({ messages: messages.filter((message) => !gone.has(message._id)) });
  },

  setPacks: (packs) =>
    set({
      packs,
      emoji: new Map(packs.flatMap((pack) => pack.files.map((file) => [file.id, file.path] as const))),
    }),

  setOnline: (online) => set({ online }),
  openPanel: (panel) => set({ panel }),
  togglePanel: (panel) => set({ panel: get().panel === panel ? null : panel }),
  closePanel: () => set({ panel: null }),
  openPopup: (popup) => set({ popup }),
  closePopup: () => set({ popup: null }),
  setDraft: (draft) => set({ draft }),
  startCooldown(ms) {
    clearInterval(cooldownTimer);
    const until = Date.now() + ms;
    const tick = () => {
      const cooldown = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      set({ cooldown });
      if (cooldown === 0) clearInterval(cooldownTimer);
    };
    tick();
    cooldownTimer = setInterval(tick, COOLDOWN_TICK_MS);
  },
}));
