/**
 * The crowd's bets are real: placed through the games domain with the players' own seed pairs, stored,
 * broadcast and reproducible with the fairness engine; their money moves through the ledger only, and
 * their stakes respect the operator's max bet (high rollers show once the licence allows them).
 */
import { describe, expect, it } from 'vitest';
import {
  HIDDEN_NAME,
  gameInfo,
  verifyBet,
  type BetRecord,
  type FairGame,
  type LeaderboardAnswer,
} from '@contract/index';
import { dealBaccarat } from '../../../src/sim/games/baccarat';
import { inHouseSettings, maxBetMinor } from '../../../src/sim/domains/games/settings';
import type { BetRow } from '../../../src/sim/services/db';
import { withInHouse } from '../sim-games/helpers';
import { MINUTE, crowdWorld, feedOf, ledgerProblems, live, rosterOf } from './helpers';

/** What the stored view of a settled bet must show for the outcome verifyBet computes. */
function expectOutcomeShown(row: BetRow, serverSeed: string): void {
  const { outcome } = verifyBet(row.game as FairGame, {
    serverSeed,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
  });
  const view = row.view as Record<string, unknown>;
  const shown = outcome as Record<string, unknown>;
  switch (row.game) {
    case 'limbo':
      expect(view.multiplier).toBe(shown.multiplier);
      break;
    case 'keno':
      expect(view.drawn).toEqual(shown.drawn);
      break;
    case 'roulette':
      expect(view.pocket).toBe(shown.pocket);
      break;
    case 'baccarat':
      expect(view).toMatchObject(dealBaccarat(shown.cards as number[]));
      break;
    case 'mines':
      expect(view.mineTiles).toEqual(
        (shown.order as number[]).slice(0, view.mines as number).sort((a, b) => a - b),
      );
      break;
    default:
      throw new Error(`The crowd does not play ${row.game}`);
  }
}

/** The in-house games' bets (the crowd's live-table rounds are the provider's: not verifiable, no max bet). */
const inHouse = (row: BetRow) => gameInfo(row.game) !== undefined;

describe("the crowd's bets", () => {
  it('reproduce with verifyBet from their seed pairs, in every game the crowd plays', async () => {
    const world = await crowdWorld({ seed: 'bets-verify', rates: { betsPerMinute: 120 } });
    await live(world, 5 * MINUTE);
    const { db } = await world.sim.context();
    const bots = new Set((await rosterOf(world)).map((bot) => bot.userId));
    // The in-house games' rounds (the third-party games' have nonce -1: not verifiable, community.md §3).
    const rows = (await db.bets.toArray()).filter((row) => bots.has(row.userId) && row.nonce >= 0);
    expect(rows.length).toBeGreaterThan(300);
    expect(new Set(rows.map((row) => row.game))).toEqual(
      new Set(['limbo', 'keno', 'roulette', 'baccarat', 'mines']),
    );
    for (const row of rows) {
      expect(row.status).toBe('finished');
      expect(row.demo).toBe(false);
      const pair = (await db.seedPairs.get(row.seedPairId))!;
      expect(pair.userId).toBe(row.userId);
      expectOutcomeShown(row, pair.serverSeed);
    }
  });

  it('can be verified from the public bet record once the player changed seeds', async () => {
    const world = await crowdWorld({ seed: 'bets-reveal', rates: { betsPerMinute: 120 } });
    await live(world, 5 * MINUTE);
    const revealed: BetRecord[] = [];
    for (const entry of feedOf(world)) {
      const record = (await world.call<BetRecord>('POST', '/api/bets/get', { id: entry.game._id })).body;
      if (record.serverSeed) revealed.push(record);
    }
    expect(revealed.length).toBeGreaterThan(0);
    const { db } = await world.sim.context();
    for (const record of revealed) {
      const row = (await db.bets.get(record.number))!;
      expectOutcomeShown(row, record.serverSeed!);
    }
  });

  it('are in the feed under the player, hidden for private players, and keep the ledger rule', async () => {
    const world = await crowdWorld({ seed: 'bets-feed' });
    await live(world, 10 * MINUTE);
    const roster = await rosterOf(world);
    const feed = feedOf(world);
    expect(feed.length).toBeGreaterThan(150);
    for (const entry of feed) {
      const bot = roster.find((profile) => profile.userId === entry.game.user)!;
      expect(bot).toBeDefined();
      expect(entry.user.name).toBe(bot.privateBets ? HIDDEN_NAME : bot.name);
    }
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('stay within the max bet, and high rollers bet $100 and more when the licence allows it', async () => {
    const world = await crowdWorld({ seed: 'bets-high', rates: { betsPerMinute: 120 } });
    await live(world, 3 * MINUTE);
    const { maxBetEur } = inHouseSettings();
    const { db, prices } = await world.sim.context();
    for (const row of (await db.bets.toArray()).filter(inHouse)) {
      const priced = prices.currency(row.currency, row.createdAt)!;
      expect(row.wager).toBeLessThanOrEqual(maxBetMinor(priced, maxBetEur!)!);
    }
    await withInHouse({ maxBetEur: null }, () => live(world, 5 * MINUTE));
    const highRollers = (await rosterOf(world)).filter((bot) => bot.highRoller).map((bot) => bot.userId);
    expect(highRollers.length).toBeGreaterThanOrEqual(2);
    const high = await db.bets.where('tags').equals('high').toArray();
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((row) => highRollers.includes(row.userId))).toBe(true);
  });

  it('wager towards the weekly race like anyone', async () => {
    const world = await crowdWorld({ seed: 'bets-race' });
    await live(world, 5 * MINUTE);
    const bots = new Set((await rosterOf(world)).map((bot) => bot.userId));
    const board = (await world.call<LeaderboardAnswer>('POST', '/api/leaderboard', { type: 'week' })).body;
    expect(board.entries.length).toBeGreaterThan(5);
    expect(board.entries.every((entry) => bots.has(entry.user._id) && entry.entry.wager_usd > 0)).toBe(true);
  });
});
