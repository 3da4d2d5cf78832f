/**
 * The support window (community.md §2 "Support window", §3, §4, §5, §7, §8). Owned by the support work of issue 4.
 * A player's live chats with support: a bot welcome, the player's messages and the answers of an agent (the
 * sim's simulated agent or staff with the manageTickets permission).
 */

/** The id of a live chat the server has not created yet (community.md §4). */
export const NEW_SUPPORT_CHAT = 'new';

export const SUPPORT_LIMITS = {
  /** The spec does not show the bound: 1 to 1000 characters after trimming. */
  minLength: 1,
  maxLength: 1000,
  /** Not in the spec: a chat closes after 24 hours without a message; a message to it is refused (code 3). */
  closeAfterMs: 24 * 60 * 60 * 1000,
  /** Not in the spec: the staff list holds the chats with the latest activity, at most this many. */
  staffListSize: 100,
  /** Not in the spec: a player has at most this many open chats at once; opening another is refused (code 5). */
  maxOpenChats: 3,
} as const;

/** Server codes of a support message (community.md §5), answered with the catalogue's texts (§8). */
export const SUPPORT_CODES = { length: 1, muted: 2, closed: 3, unknownChat: 4, tooManyOpen: 5 } as const;
export type SupportCode = (typeof SUPPORT_CODES)[keyof typeof SUPPORT_CODES];

export const SUPPORT_MESSAGES = {
  length: 'chat.error.length',
  muted: 'chat.error.muted',
  closed: 'chat.error.closed',
  unknownChat: 'Unknown chat id',
  /** Not in the spec (code 5 is ours): a new chat while SUPPORT_LIMITS.maxOpenChats are open. */
  tooManyOpen: `You already have ${SUPPORT_LIMITS.maxOpenChats} open support chats. Please continue in one of them.`,
  /** Shown when the support window's code cannot be loaded (community.md §8, "external support widget"). */
  widgetMissing: 'Support chat is not loaded yet, try again in a few seconds',
  /** Not in the spec: Laravel's standard refusal, for the staff list without manageTickets. */
  forbidden: 'This action is unauthorized.',
} as const;

/** Who wrote a message (community.md §3: "user with _id, name, avatar"). */
export interface SupportUser {
  _id: string;
  name: string;
  avatar: string;
}

export interface SupportMessage {
  message: string;
  user: SupportUser;
  /** ISO time; strictly increasing within a chat, so that a read marker is never ambiguous. */
  created_at: string;
}

/** community.md §3 "Support chat". */
export interface SupportChat {
  _id: string;
  /** The player who opened the chat. */
  user: SupportUser;
  messages: SupportMessage[];
  /** The player's read marker: the time of the last message the player has seen (ISO), or null. */
  user_read: string | null;
  /** Support's read marker, the same for the staff side. */
  support_read: string | null;
  /** Not in the spec: closed after SUPPORT_LIMITS.closeAfterMs without a message. */
  closed: boolean;
}

/**
 * The bot that greets a new live chat (community.md §2: "first message is a bot welcome"). The client shows
 * the same welcome before the chat exists; the server stores it as the chat's first message.
 */
export const SUPPORT_BOT: SupportUser = {
  _id: 'support-bot',
  name: 'Support Bot',
  avatar: '/support/bot.svg',
};
export const SUPPORT_WELCOME =
  'Hi there! Welcome to live support. Tell us what you need help with and an agent will join you shortly.';

export type SupportSide = 'user' | 'support';

/** community.md §4: the number of messages newer than the side's read marker. */
export function unreadCount(chat: SupportChat, side: SupportSide = 'user'): number {
  const marker = side === 'user' ? chat.user_read : chat.support_read;
  const since = marker === null ? Number.NEGATIVE_INFINITY : Date.parse(marker);
  return chat.messages.filter((message) => Date.parse(message.created_at) > since).length;
}

/**
 * Staff hear every support message on this private channel (authorised for manageTickets only); the player
 * hears the messages of its own chats on its private channel (userChannel).
 */
export const SUPPORT_STAFF_CHANNEL = 'private-support.staff';

/** Realtime payloads (community.md §7): the message and its chat as it is now. */
export interface SupportMessageEvent {
  chat: SupportChat;
  message: SupportMessage;
}
export interface SupportRealtimePayloads {
  'event:supportMessage': SupportMessageEvent;
  'event:supportMessageAdmin': SupportMessageEvent;
}

export interface SupportRouteMap {
  /** The player's own chats, latest activity first. */
  'POST /api/user/supportChats': { body: void; answer: SupportChat[] };
  /** Staff with manageTickets: every chat, latest activity first (403 otherwise). */
  'POST /api/chat/moderate/support': { body: void; answer: SupportChat[] };
  /** One chat: the player's own, or any for staff; code 4 otherwise. */
  'POST /api/user/supportChat': { body: { id: string }; answer: SupportChat };
  /**
   * Not in the spec: moves the caller's read marker to the chat's last message (the owner's user_read, a
   * staff member's support_read).
   */
  'POST /api/user/supportChat/read': { body: { id: string }; answer: SupportChat };
}

export const SUPPORT_PUBLIC_ROUTES = [] as const;

/** community.md §7 "Whisper SupportMessage": `channel` is the chat id, or 'new' to open a chat. */
export interface SupportWhisperMap {
  SupportMessage: { data: { channel: string; message: string }; answer: SupportChat };
}
