/**
 * The crowd watches the live feed: a lucky win (community.md §9: multiplier at least 10, and a win) is
 * remembered for a while, so chat can bring it up, and sometimes the winner brags or someone cheers, a few
 * seconds later. It hears the feed as the clients do, from the broadcaster, so wins of people count too.
 */
import { PUBLIC_CHANNEL, PUBLIC_EVENTS, isLuckyWin, type LiveGameEvent } from '@contract/index';
import type { Crowd } from './crowd';
import { lineOf } from './lines';
import { CASINO_ROOM, type Voices } from './voices';

/** How long a win stays worth talking about. */
const MEMORY_MS = 10 * 60_000;
const BRAG_CHANCE = 0.35;
const CHEER_CHANCE = 0.25;

export interface BigWin {
  /** Null for a player with private bets. */
  name: string | null;
  userId: string;
  game: string;
  multiplier: number;
  at: number;
}

export class RecentWins {
  private wins: BigWin[] = [];

  constructor(
    private readonly crowd: Crowd,
    private readonly voices: Voices,
  ) {}

  /** The latest win still worth talking about, or null. */
  latest(): BigWin | null {
    const now = this.crowd.ctx.clock.now();
    this.wins = this.wins.filter((win) => now - win.at <= MEMORY_MS);
    return this.wins[this.wins.length - 1] ?? null;
  }

  /** Listens to the broadcaster; returns the unsubscribe function. */
  listen(): () => void {
    return this.crowd.ctx.broadcaster.subscribe((channel, event, payload) => {
      if (channel !== PUBLIC_CHANNEL || event !== PUBLIC_EVENTS.liveGame) return;
      const { user, game, metadata } = payload as LiveGameEvent;
      if (!isLuckyWin(game.multiplier, game.status === 'win')) return;
      const win: BigWin = {
        name: user.private_bets ? null : user.name,
        userId: user._id,
        game: metadata.name,
        multiplier: game.multiplier,
        at: this.crowd.ctx.clock.now(),
      };
      this.wins = [...this.wins.slice(-4), win];
      this.react(win);
    });
  }

  private react(win: BigWin): void {
    const random = this.crowd.random.chat;
    // A private player keeps quiet about their wins: bragging would give their name away.
    const winner = win.name && win.userId ? this.crowd.byId.get(win.userId) : undefined;
    const values = { game: win.game, multiplier: win.multiplier, name: win.name ?? undefined };
    const when = win.at + random.between(2_000, 8_000);
    if (winner && random.chance(BRAG_CHANCE)) {
      const text = lineOf(random, 'ownWin', values);
      this.crowd.at(when, 'world:brag', () => this.voices.say(winner, CASINO_ROOM, text));
    } else if (random.chance(CHEER_CHANCE)) {
      const text = lineOf(random, win.name ? 'cheer' : 'cheerAnonymous', values);
      this.crowd.at(when, 'world:cheer', async () => {
        const fan = this.voices.speaker(random, new Set([win.userId]));
        if (fan) await this.voices.say(fan, CASINO_ROOM, text);
      });
    }
  }
}
