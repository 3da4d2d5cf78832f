/**
 * Chat, moderation, tips and rain, and player profiles (community.md §2 "Chat panel" and "Popups", §3 to §9;
 * platform.md "tip and rain"). Amounts on the wire are decimals at the currency's precision.
 */
import type { BetRecord } from './games';
import type { Role } from './models';

/** The chat rooms: one per mode and language (community.md §4). */
export type ChatMode = 'casino' | 'sport';
export const chatChannel = (mode: ChatMode, lang: string) => `${mode}_${lang}`;
export const CHAT_CHANNEL_PATTERN = /^(casino|sport)_([a-z]{2})$/;

/** community.md §9. */
export const CHAT_LIMITS = {
  /** The spec does not show the bound; 1 to 200 characters after trimming, as most casino chats do. */
  minLength: 1,
  maxLength: 200,
  /** Slow mode: one message per 5 seconds per user. */
  slowModeMs: 5_000,
  /** History answered by POST /api/chat/history, oldest last (the client reverses it). */
  historySize: 50,
  stickerPageSize: 80,
  /** Rain reaches at most this many users. */
  rainMaxUsers: 25,
} as const;

/** Mute durations in minutes (community.md §9); the last is "forever". */
export const MUTE_MINUTES = [5, 15, 60, 1440, 10080, 43200, 259200, 52_560_000] as const;
export type MuteMinutes = (typeof MUTE_MINUTES)[number];

/** Server codes of a chat send (community.md §8), answered with the catalogue's keys as messages. */
export const CHAT_CODES = { length: 1, muted: 2, slowMode: 3 } as const;
export const CHAT_MESSAGES = {
  length: 'chat.error.length',
  muted: 'chat.error.muted',
  /** Not in the spec's catalogue: the slow-mode refusal. */
  slowMode: 'chat.error.slow_mode',
  unknownUser: 'general.error.unknown_user',
  unknownGame: 'general.error.unknown_game',
  unmuteUnknown: 'Unknown username',
  /** Not in the spec's catalogue: the refusals of the sim's own checks. */
  unknownChannel: 'Unknown chat channel',
  unknownMessage: 'Unknown message',
  unknownSticker: 'Unknown sticker',
  notModerator: 'Only chat moderators may do this',
  privateProfile: 'This profile is private.',
  ignoreSelf: 'You cannot ignore yourself',
  gameNotShareable: 'This bet cannot be shared',
} as const;

/** Tip and rain refusals (platform.md §5 "Tip and rain"), 422 on the field named. */
export const TIP_MESSAGES = {
  invalidUsername: 'Invalid username',
  invalidAmount: 'Invalid amount',
  tooManyUsers: 'Rain reaches at most 25 users',
  /** Not in the spec: a rain for fewer than 1 user, and a rain with nobody to reach in the channel. */
  tooFewUsers: 'Rain reaches at least 1 user',
  noRecipients: 'Nobody has chatted here lately',
} as const;

/** The 10 chat rules (community.md §9), shown in the rules panel. */
export const CHAT_RULES = [
  'Respect all users.',
  'No begging or asking for loans.',
  'Do not accuse the operator of cheating.',
  'No spam, flooding or excessive caps.',
  'No advertising or trading offers.',
  'No sharing referral links or codes.',
  'Do not ask staff for bonuses or tips.',
  'English only in this room.',
  'Respect the moderators and their decisions.',
  "Use '/' to start a command.",
] as const;

export interface ChatUser {
  _id: string;
  name: string;
  avatar: string;
  /** Roles: '*' is an admin, 'chat_moderator' a moderator; both are highlighted. */
  access: Role[];
}

export interface GameLinkData {
  _id: string;
  game: string;
  name: string;
  id: number;
  currency: string;
  splitTotal: number;
  multiplier: number;
}

export type ChatMessageType = 'message' | 'service' | 'quiz' | 'quiz_answered' | 'game_link' | 'sticker';

export interface ChatMessage {
  _id: string;
  type: ChatMessageType;
  user: ChatUser | null;
  vipLevel: number;
  /**
   * `text` for messages, service notices and quizzes; the game link's fields for `game_link`; `url` for a
   * sticker. A tip or rain notice (`service`) also carries the players it names in `users` (linked at
   * /user/{_id}), and its `amount` and `currency`.
   */
  data: {
    text?: string;
    url?: string;
    users?: { _id: string; name: string }[];
    amount?: number;
  } & Partial<GameLinkData>;
  created_at: string;
  channel: string;
}

export interface ChatQuiz {
  _id: string;
  question: string;
  channel: string;
  created_at: string;
}

export interface ChatQuizAnswered {
  user: { _id: string; name: string };
  question: string;
  correct: string;
  reward: number;
  currency: string;
  /** The room of the quiz (an addition of the sim: the spec's payload does not name it). */
  channel?: string;
}

export interface EmojiPack {
  _id: string;
  metadata: { name: string };
  /** `id` is the `:token:` without colons; `path` an image shipped with the client. */
  files: { id: string; path: string }[];
}

export interface Sticker {
  id: string;
  url: string;
  title: string;
}

/** POST /api/profile/getUser (community.md §3 "Profile response"); `wagered` in USD. */
export interface ProfileAnswer {
  user: {
    _id: string;
    name: string;
    avatar: string;
    created_at: string;
    vipLevel: number;
    private_bets: boolean;
    access: Role[];
  };
  wagered: number;
  games: number;
  /** The player's latest bets (own profile, or a public one). */
  bets: BetRecord[];
}

/** Realtime payloads on the public channel (community.md §7 "Realtime events received"). */
export interface ChatRealtimePayloads {
  chatMessage: { message: ChatMessage };
  chatRemoveMessages: { ids: string[]; channel: string };
  chatNewQuiz: { quiz: ChatQuiz };
  chatQuizAnswered: ChatQuizAnswered;
  onlineUsers: { count: number };
}

export interface ChatRouteMap {
  'POST /api/chat/history': { body: { channel: string }; answer: ChatMessage[] };
  'POST /api/chat/emoji/packs': { body: void; answer: EmojiPack[] };
  /** The local emulation of the third-party sticker service (community.md §5 "Sticker search"). */
  'POST /api/chat/stickers': { body: { q?: string; limit: number; skip: number }; answer: Sticker[] };
  'POST /api/chat/link_game': { body: { id: string; channel: string }; answer: ChatMessage };
  'POST /api/chat/moderate/quiz': {
    body: { question: string; answer: string; channel?: string };
    answer: ChatQuiz;
  };
  'POST /api/chat/moderate/removeMessage': { body: { id: string }; answer: { ids: string[] } };
  'POST /api/chat/moderate/removeAllFrom': { body: { id: string }; answer: { ids: string[] } };
  'POST /api/chat/moderate/mute': { body: { id: string; minutes: number }; answer: { mute: number } };
  'POST /api/chat/moderate/unmute': { body: { name: string }; answer: { message: string } };
  'POST /api/profile/getUser': { body: { id: string }; answer: ProfileAnswer };
  'POST /api/user/find': { body: { name: string }; answer: { id: string } };
  'POST /api/game/find': { body: { id: string }; answer: { id: string; game: string } };
  'POST /api/user/ignore': { body: { name: string }; answer: { ignore: string[] } };
  'POST /api/user/unignore': { body: { name: string }; answer: { ignore: string[] } };
  /** Tip one player (platform.md): amount in the currency, from the real balance. */
  'POST /api/user/tip': {
    /** `channel`: where the tip's notice shows (an addition of the sim); casino_en by default. */
    body: { name: string; amount: number; currency: string; channel?: string };
    answer: { ok: true };
  };
  /** Rain: the amount split evenly between up to 25 recently active chatters. */
  'POST /api/user/rain': {
    body: { amount: number; currency: string; users: number; channel: string };
    answer: { users: { _id: string; name: string }[] };
  };
}

export const CHAT_PUBLIC_ROUTES = [
  'POST /api/chat/history',
  'POST /api/chat/emoji/packs',
  'POST /api/chat/stickers',
  'POST /api/profile/getUser',
  'POST /api/game/find',
] as const;

/** Whisper calls of the chat (community.md §7 "Realtime ChatMessage" and the rest). */
export interface ChatWhisperMap {
  ChatMessage: { data: { message: string; channel: string }; answer: ChatMessage };
  ChatStickerMessage: { data: { url: string; channel: string }; answer: ChatMessage };
  /** Moderators only: the names of the users online. */
  OnlineUsers: { data: Record<string, never>; answer: string[] };
}
