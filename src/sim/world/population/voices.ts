/**
 * The crowd's voices in chat: who may speak now (online, chatty, and clear of slow mode, community.md §9's
 * one message per 5 seconds), and saying a line through the chat domain like a person would.
 */
import { CHAT_LIMITS, chatChannel } from '@contract/index';
import { asPlayer, type Crowd } from './crowd';
import type { BotProfile } from './profiles';
import type { WorldRandom } from './random';

export const CASINO_ROOM = chatChannel('casino', 'en');
export const SPORT_ROOM = chatChannel('sport', 'en');

/** A little more than slow mode, so that a line is never refused for it. */
const QUIET_MS = CHAT_LIMITS.slowModeMs + 500;

export class Voices {
  private readonly lastSpokeAt = new Map<string, number>();

  constructor(private readonly crowd: Crowd) {}

  private clear(profile: BotProfile): boolean {
    const last = this.lastSpokeAt.get(profile.userId);
    return last === undefined || this.crowd.ctx.clock.now() - last >= QUIET_MS;
  }

  /** An online player who may speak now, by chattiness, other than those in `except`. */
  speaker(random: WorldRandom, except: ReadonlySet<string> = new Set()): BotProfile | null {
    return this.crowd.online.pick(
      random,
      (profile) => (this.clear(profile) ? profile.chattiness : 0),
      except,
    );
  }

  /**
   * Says `text` in `channel` as `profile`, unless they spoke too recently or the crowd is told to keep quiet:
   * chat at 0 messages a minute silences everything but quiz answers, which follow their own rate.
   */
  async say(profile: BotProfile, channel: string, text: string, purpose: 'chat' | 'quiz' = 'chat') {
    const rates = this.crowd.rates();
    const allowed = purpose === 'quiz' ? rates.quizAnswerProbability > 0 : rates.chatMessagesPerMinute > 0;
    if (!allowed || !this.clear(profile)) return;
    this.lastSpokeAt.set(profile.userId, this.crowd.ctx.clock.now());
    await asPlayer(() => this.crowd.chat.post(this.crowd.ctx, { userId: profile.userId, channel, text }));
  }
}
