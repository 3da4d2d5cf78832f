/**
 * The crowd at the third-party games: its slot and scratch-card rounds (among its live-table ones) go through provider sessions and the
 * wallet callbacks into the bet lists and the live feed, the whales' stakes ($100 to $2,000) fill the High
 * rollers tab, the ledger rule holds, and the same seed plays the same rounds.
 */
import { describe, expect, it } from 'vitest';
import { FEED_LIMITS } from '@contract/index';
import { findGame } from '../../../src/sim/domains/catalogue/store';
import { MINUTE, crowdWorld, feedOf, ledgerProblems, live, rosterOf } from '../sim-world/helpers';

async function thirdPartyFeed(seed: string, minutes: number) {
  const world = await crowdWorld({ seed, rates: { betsPerMinute: 120 } });
  await live(world, minutes * MINUTE);
  const games = await Promise.all(feedOf(world).map(async (event) => findGame(event.game.game)));
  const feed = feedOf(world).filter((_, index) => games[index] && games[index].kind !== 'original');
  return { world, feed };
}

describe('the crowd at the third-party games', () => {
  it('plays slots and scratch cards of the catalogue, whales among them, through the wallet', async () => {
    const { world, feed } = await thirdPartyFeed('crowd-slots', 6);
    expect(feed.length).toBeGreaterThan(40);
    const kinds = new Set(
      await Promise.all(feed.map(async (event) => (await findGame(event.game.game))?.kind)),
    );
    // The crowd also sits at the live tables (tests/unit/live); here its slots and scratch cards.
    expect(kinds).toContain('slot');
    expect(kinds).toContain('instant');
    const bots = new Set((await rosterOf(world)).map((bot) => bot.userId));
    expect(feed.every((event) => bots.has(event.game.user) && !event.game.demo)).toBe(true);
    const highRollers = feed.filter((event) => event.game.bet_usd_converted >= FEED_LIMITS.highRollerUsd);
    expect(highRollers.length).toBeGreaterThan(0);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('plays the same rounds for the same seed', async () => {
    const first = await thirdPartyFeed('crowd-slots-same', 2);
    const second = await thirdPartyFeed('crowd-slots-same', 2);
    expect(first.feed.length).toBeGreaterThan(5);
    const view = (feed: typeof first.feed) =>
      feed.map((event) => [event.game.game, event.game.wager, event.game.profit]);
    expect(view(second.feed)).toEqual(view(first.feed));
  });
});
