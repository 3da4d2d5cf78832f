/**
 * How a refused support call is shown (community.md §8): codes 1 to 4 as toasts, the catalogue's keys turned
 * into words here and nowhere else; a guest (401) is asked to sign in; anything else shows its message.
 */
import { toast } from '../../components/toast';
import { ApiError, HTTP, MESSAGES, SUPPORT_CODES, SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@contract/index';
import { openAuthModal } from '../auth';

/** What the player reads for each catalogue key. */
export const SUPPORT_TEXTS: Record<string, string> = {
  [SUPPORT_MESSAGES.length]: `A message must be ${SUPPORT_LIMITS.minLength} to ${SUPPORT_LIMITS.maxLength} characters long.`,
  [SUPPORT_MESSAGES.muted]: 'You are muted and cannot write to support right now.',
  [SUPPORT_MESSAGES.closed]: 'This chat is closed. Start a new chat to ask another question.',
  [SUPPORT_MESSAGES.unknownChat]: SUPPORT_MESSAGES.unknownChat,
};

const SUPPORT_CODE_VALUES = new Set<number>(Object.values(SUPPORT_CODES));

export function supportErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.internal;
  if (SUPPORT_CODE_VALUES.has(error.code)) return SUPPORT_TEXTS[error.message] ?? error.message;
  return error.message || MESSAGES.internal;
}

export function showSupportError(error: unknown): void {
  if (!(error instanceof ApiError)) console.error(error);
  if (error instanceof ApiError && error.status === HTTP.unauthorized) {
    openAuthModal('auth');
    return;
  }
  toast.error(supportErrorText(error));
}
