/**
 * The crowd chats in bursts: someone opens (a greeting, game talk, a question, a word on a recent big win)
 * and zero to three others follow up a few seconds apart (answers to a question, reactions), mostly in the
 * English casino room, sometimes in the sport room. Bursts start at the rates' messages per minute divided
 * by the mean burst size, so the rate holds on average.
 */
import { gameInfo } from '@contract/index';
import { perMinute, type Crowd } from './crowd';
import { lineOf, type LineKind, type LineValues } from './lines';
import { PoissonProcess } from './process';
import type { BotProfile } from './profiles';
import type { RecentWins } from './wins';
import { CASINO_ROOM, SPORT_ROOM, type Voices } from './voices';

const SPORT_SHARE = 0.15;
const FOLLOW_UPS = [0, 1, 2, 3];
const FOLLOW_UP_WEIGHTS = [3, 4, 2, 1];
const MEAN_BURST =
  1 +
  FOLLOW_UPS.reduce((sum, count, index) => sum + count * FOLLOW_UP_WEIGHTS[index]!, 0) /
    FOLLOW_UP_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
const FOLLOW_UP_GAP_MS: [number, number] = [2_000, 9_000];

interface Opener {
  kind: LineKind;
  weight: number;
  /** What the others answer with. */
  replies: LineKind[];
}

const CASINO_OPENERS: Opener[] = [
  { kind: 'greetings', weight: 18, replies: ['greetings', 'reactions'] },
  { kind: 'gameTalk', weight: 28, replies: ['reactions', 'gameTalk'] },
  { kind: 'questions', weight: 18, replies: ['answers'] },
  { kind: 'reactions', weight: 8, replies: ['reactions'] },
  { kind: 'farewells', weight: 4, replies: ['reactions'] },
];
const CHEER_OPENER: Opener = { kind: 'cheer', weight: 20, replies: ['reactions', 'cheer'] };
const SPORT_OPENER: Opener = { kind: 'sport', weight: 1, replies: ['sport', 'reactions'] };

const favouriteGame = (profile: BotProfile) => gameInfo(profile.games[0]!)?.name;

export function chatProcess(crowd: Crowd, voices: Voices, wins: RecentWins): PoissonProcess {
  const random = crowd.random.chat;

  async function burst(at: number): Promise<void> {
    const sport = random.chance(SPORT_SHARE);
    const win = sport ? null : wins.latest();
    const opener = sport
      ? SPORT_OPENER
      : random.weighted(win ? [...CASINO_OPENERS, CHEER_OPENER] : CASINO_OPENERS, (entry) => entry.weight);
    const channel = sport ? SPORT_ROOM : CASINO_ROOM;
    const first = voices.speaker(random, new Set(win ? [win.userId] : []));
    if (!first) return;
    // A cheer names the winner, unless their bets are private; other lines talk about the speaker's game.
    const line = (kind: LineKind, speaker: BotProfile) => {
      if (kind !== 'cheer' || !win) return lineOf(random, kind, { game: favouriteGame(speaker) });
      const values: LineValues = { game: win.game, multiplier: win.multiplier, name: win.name ?? undefined };
      return lineOf(random, win.name ? 'cheer' : 'cheerAnonymous', values);
    };
    await voices.say(first, channel, line(opener.kind, first));

    const spoken = new Set([first.userId]);
    let when = at;
    const count = random.weighted(FOLLOW_UPS, (value) => FOLLOW_UP_WEIGHTS[FOLLOW_UPS.indexOf(value)]!);
    for (let index = 0; index < count; index += 1) {
      when += random.between(...FOLLOW_UP_GAP_MS);
      const reply = random.pick(opener.replies);
      crowd.at(when, 'world:chat', async () => {
        const next = voices.speaker(random, spoken);
        if (!next) return;
        spoken.add(next.userId);
        await voices.say(next, channel, line(reply, next));
      });
    }
  }

  return new PoissonProcess({
    name: 'world:chat-burst',
    scheduler: crowd.ctx.scheduler,
    now: () => crowd.ctx.clock.now(),
    random,
    rate: () => perMinute(crowd.rates().chatMessagesPerMinute / MEAN_BURST),
    act: burst,
  });
}
