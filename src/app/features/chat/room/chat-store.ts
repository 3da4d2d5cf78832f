/**
 * The chat room on screen (community.md §4): its messages, oldest first and at most MAX_MESSAGES of them (the
 * list renders only the rows in view, see MessageList), the emoji of the loaded packs, the online count, which
 * of the rules, commands and emoji panels is open (one at a time), the open popup, the draft and the slow-mode
 * cooldown.
 *
 * Live messages from the socket are queued and applied at most once per animation frame (`queue`, `flush`): a
 * busy room (a QA burst posts over a hundred lines a second) then costs one store update, one render and one
 * scroll per frame rather than one per message, each of which is work over the whole list.
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
  /** Applies a message now (with any queued before it, in order): the viewer's own sent line. */
  receive(message: ChatMessage): void;
  /**
   * A live message from the socket: applied with the others of its frame on the next animation frame (or after
   * FLUSH_FALLBACK_MS where frames do not run, as in a hidden tab), or at once when MAX_QUEUED are waiting.
   * The room and duplicate checks are made when it is applied.
   */
  queue(message: ChatMessage): void;
  /** Applies the queued live messages now, in one update. */
  flush(): void;
  /** Removes these messages, from the page and from the queue. */
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

/** Types that are a line without an author (MessageItem renders nothing for a player's line without one). */
const AUTHORLESS = new Set<ChatMessage['type']>(['service', 'quiz', 'quiz_answered']);

/** Whether MessageItem renders a row for this message (for a viewer who ignores nobody). */
export const hasRow = (message: ChatMessage) => (message.user ? true : AUTHORLESS.has(message.type));

/**
 * The ids of the messages on the page, and how many of them render no row, kept beside the array they index so
 * that a live message's duplicate check is a lookup rather than a scan of up to MAX_MESSAGES, and the list can
 * tell without a scan that it has nothing to filter; any other array (a history, a removal, a reset) is indexed
 * afresh on its first use.
 */
interface Index {
  messages: readonly ChatMessage[];
  ids: Set<string>;
  rowless: number;
}
let indexed: Index = { messages: [], ids: new Set(), rowless: 0 };

function indexOf(messages: readonly ChatMessage[]): Index {
  if (indexed.messages !== messages) {
    let rowless = 0;
    for (const message of messages) if (!hasRow(message)) rowless += 1;
    indexed = { messages, ids: new Set(messages.map((entry) => entry._id)), rowless };
  }
  return indexed;
}

/** Whether every message of this array renders a row (O(1) for the store's current array). */
export const everyHasRow = (messages: readonly ChatMessage[]) => indexOf(messages).rowless === 0;

/**
 * `messages` and those of `batch` that belong to `channel` and are not on the page yet (nor earlier in the
 * batch), as a new array of at most MAX_MESSAGES made in one copy, with the index moved along; null when the
 * batch adds nothing.
 */
function appended(
  messages: readonly ChatMessage[],
  batch: readonly ChatMessage[],
  channel: string | null,
): ChatMessage[] | null {
  const { ids, rowless } = indexOf(messages);
  const added: ChatMessage[] = [];
  for (const message of batch)
    if (message.channel === channel && !ids.has(message._id)) {
      ids.add(message._id);
      added.push(message);
    }
  if (added.length === 0) return null;
  const at = (index: number) =>
    index < messages.length ? messages[index]! : added[index - messages.length]!;
  const drop = Math.max(0, messages.length + added.length - MAX_MESSAGES);
  let count = rowless;
  for (const message of added) if (!hasRow(message)) count += 1;
  for (let index = 0; index < drop; index += 1) {
    const gone = at(index);
    ids.delete(gone._id);
    if (!hasRow(gone)) count -= 1;
  }
  const next = messages.slice(Math.min(drop, messages.length));
  for (let index = Math.max(0, drop - messages.length); index < added.length; index += 1)
    next.push(added[index]!);
  indexed = { messages: next, ids, rowless: count };
  return next;
}

// ---------------------------------------------------------------------------------------------------------
// The live queue: outside the state, since a queued message must not render anything.

/** Where animation frames do not run (a hidden tab, Node), the queue is applied after this instead. */
export const FLUSH_FALLBACK_MS = 200;
/** A queue this long is applied at once, so that a tab without frames holds no unbounded backlog. */
export const MAX_QUEUED = 1_000;

let queued: ChatMessage[] = [];
let frame: number | undefined;
let fallback: ReturnType<typeof setTimeout> | undefined;

/** The queued messages, taken off the queue, with any scheduled flush cancelled. */
function takeQueued(): ChatMessage[] {
  if (frame !== undefined) cancelAnimationFrame(frame);
  clearTimeout(fallback);
  frame = undefined;
  fallback = undefined;
  const taken = queued;
  queued = [];
  return taken;
}

function scheduleFlush(flush: () => void): void {
  if (fallback !== undefined) return;
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(flush);
  fallback = setTimeout(flush, FLUSH_FALLBACK_MS);
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

  enter(channel) {
    takeQueued(); // the previous room's
    set({ channel, messages: [], history: 'loading' });
  },

  historyLoaded(channel, newestFirst) {
    if (get().channel !== channel) return;
    const history = [...newestFirst].reverse();
    const known = new Set(history.map((message) => message._id));
    // The live messages received so far, on the page or still queued, follow the history.
    const live: ChatMessage[] = [];
    for (const message of [...get().messages, ...takeQueued()])
      if (message.channel === channel && !known.has(message._id)) {
        known.add(message._id);
        live.push(message);
      }
    set({ messages: latest([...history, ...live]), history: 'ready' });
  },

  historyFailed(channel) {
    if (get().channel === channel) set({ history: 'error' });
  },

  receive(message) {
    const { channel, messages } = get();
    const next = appended(messages, [...takeQueued(), message], channel);
    if (next) set({ messages: next });
  },

  queue(message) {
    queued.push(message);
    if (queued.length >= MAX_QUEUED) get().flush();
    else scheduleFlush(get().flush);
  },

  flush() {
    const batch = takeQueued();
    if (batch.length === 0) return;
    const { channel, messages } = get();
    const next = appended(messages, batch, channel);
    if (next) set({ messages: next });
  },

  remove(ids) {
    const gone = new Set(ids);
    if (queued.length > 0) queued = queued.filter((message) => !gone.has(message._id));
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
