/** The Discord bonus on the client (platform.md §8): its codes 1 and 2, and what its steps say. */
import { ApiError, DISCORD_ERRORS, PROMOTION_TEXTS } from '@contract/index';

export const DISCORD_TEXTS = {
  join: 'Join our Discord',
  connected: 'Connected to Discord',
  claim: 'Claim',
  received: 'Discord bonus received: one free wheel spin',
} as const;

const isDiscordCode = (code: number): code is keyof typeof DISCORD_ERRORS => code in DISCORD_ERRORS;

/** A refused Discord call: codes 1 (not joined) and 2 (already received) by their texts, else the message. */
export function discordErrorText(error: unknown): string {
  if (error instanceof ApiError)
    return isDiscordCode(error.code) ? DISCORD_ERRORS[error.code] : error.message;
  return PROMOTION_TEXTS.failed;
}
