/** The chat's calls (community.md §7) through the current transport. */
import { CHAT_LIMITS } from '@contract/index';
import { api } from '../../api/api';
import { whisper } from '../../api/whisper';

export const fetchHistory = (channel: string) => api('POST /api/chat/history', { channel });
export const fetchEmojiPacks = () => api('POST /api/chat/emoji/packs');

/** One page of stickers: the trending ones, or a search when a term is set (community.md §5). */
export function fetchStickers(term: string, page: number) {
  const q = term.trim();
  const limit = CHAT_LIMITS.stickerPageSize;
  return api('POST /api/chat/stickers', { ...(q ? { q } : {}), limit, skip: page * limit });
}

export const sendChatMessage = (message: string, channel: string) =>
  whisper('ChatMessage', { message, channel });
export const sendChatSticker = (url: string, channel: string) =>
  whisper('ChatStickerMessage', { url, channel });
export const shareBet = (id: string, channel: string) => api('POST /api/chat/link_game', { id, channel });

export const findUser = (name: string) => api('POST /api/user/find', { name });
export const findGame = (id: string) => api('POST /api/game/find', { id });
export const ignoreUser = (name: string) => api('POST /api/user/ignore', { name });
export const unignoreUser = (name: string) => api('POST /api/user/unignore', { name });

export const fetchOnlineUsers = () => whisper('OnlineUsers', {});
export const createQuiz = (question: string, answer: string, channel: string) =>
  api('POST /api/chat/moderate/quiz', { question, answer, channel });
export const removeMessage = (id: string) => api('POST /api/chat/moderate/removeMessage', { id });
export const removeAllFrom = (userId: string) => api('POST /api/chat/moderate/removeAllFrom', { id: userId });
export const muteUser = (userId: string, minutes: number) =>
  api('POST /api/chat/moderate/mute', { id: userId, minutes });
export const unmuteUser = (name: string) => api('POST /api/chat/moderate/unmute', { name });
