/**
 * A burst of chat on cue, for QA and benchmarks (`control.chatBurst`): the crowd says `count` lines in one room
 * through the chat domain, one after another, so that each is checked, stored (the room keeps its newest 200)
 * and broadcast as `chatMessage` like any other line of the crowd. Speakers are the online players by
 * chattiness (anyone of the roster while nobody is online). The crowd's own pace (its rates, and the slow mode
 * it keeps by itself) does not apply: a burst is QA's flood, not the crowd's conversation. Its lines come from
 * a stream of its own, so a burst never shifts the crowd's other choices.
 */
import { CHAT_CHANNEL_PATTERN, gameInfo } from '@contract/index';
import { asPlayer, type Crowd } from './crowd';
import { lineOf, type LineKind } from './lines';
import type { WorldRandom } from './random';
import { SPORT_ROOM } from './voices';

/** The most lines one call may ask for, so that a typo cannot tie the sim up for minutes. */
export const MAX_CHAT_BURST = 10_000;

const CASINO_KINDS: readonly LineKind[] = ['greetings', 'gameTalk', 'questions', 'answers', 'reactions'];
const SPORT_KINDS: readonly LineKind[] = ['sport', 'reactions', 'greetings'];

/** Throws a RangeError unless `count` is a whole number from 1 to MAX_CHAT_BURST and `channel` a chat room. */
export function checkChatBurst(count: number, channel: string): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_CHAT_BURST)
    throw new RangeError(`A chat burst is 1 to ${MAX_CHAT_BURST} lines, not ${count}`);
  if (!CHAT_CHANNEL_PATTERN.test(channel)) throw new RangeError(`Not a chat room: ${channel}`);
}

/**
 * Says up to `count` lines in `channel` and returns how many the domain took (a muted speaker's line is
 * refused, as it would be for a person).
 */
export async function chatBurst(
  crowd: Crowd,
  random: WorldRandom,
  count: number,
  channel: string,
): Promise<number> {
  checkChatBurst(count, channel);
  const kinds = channel === SPORT_ROOM ? SPORT_KINDS : CASINO_KINDS;
  let posted = 0;
  for (let attempt = 0; attempt < count; attempt += 1) {
    const speaker =
      crowd.online.pick(random, (profile) => profile.chattiness) ??
      random.weighted(crowd.roster, (profile) => profile.chattiness);
    const game = gameInfo(speaker.games[0]!)?.name;
    const text = lineOf(random, random.pick(kinds), { game });
    const said = await asPlayer(() => crowd.chat.post(crowd.ctx, { userId: speaker.userId, channel, text }));
    if (said !== null) posted += 1;
  }
  return posted;
}
