/** The support calls (community.md §7) through the current transport. */
import type { SupportChat } from '@contract/index';
import { api } from '../../api/api';
import { whisper } from '../../api/whisper';

export const fetchMyChats = () => api('POST /api/user/supportChats');
export const fetchAllChats = () => api('POST /api/chat/moderate/support');
export const fetchChat = (id: string) => api('POST /api/user/supportChat', { id });
export const markChatRead = (id: string) => api('POST /api/user/supportChat/read', { id });
/** `channel` is the chat id, or 'new' to open a chat; the answer is the chat with the message. */
export const sendSupportMessage = (channel: string, message: string): Promise<SupportChat> =>
  whisper('SupportMessage', { channel, message });
