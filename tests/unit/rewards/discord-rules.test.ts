/** The Discord bonus's refusals: codes 1 and 2 by the catalogue's texts, anything else by its message. */
import { describe, expect, it } from 'vitest';
import { ApiError, DISCORD_ERRORS, PROMOTION_TEXTS } from '@contract/index';
import { discordErrorText } from '../../../src/app/features/rewards/discord-rules';

describe('Discord codes', () => {
  it('reads code 1 as not joined and code 2 as already received', () => {
    expect(discordErrorText(new ApiError(400, { code: 1, message: 'x' }))).toBe(
      'Join our Discord server first',
    );
    expect(discordErrorText(new ApiError(400, { code: 2, message: 'x' }))).toBe(DISCORD_ERRORS[2]);
  });

  it("shows another refusal's message, and the generic text for what is not a refusal", () => {
    expect(discordErrorText(new ApiError(500, { code: 7, message: 'Try later' }))).toBe('Try later');
    expect(discordErrorText(new Error('network'))).toBe(PROMOTION_TEXTS.failed);
  });
});
