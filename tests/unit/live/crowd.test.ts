/**
 * The crowd at the always-on live tables: in the betting windows online players take seats through the
 * provider's calls and the wallet callbacks, at stakes that vary (high rollers at $100 and more), so the
 * multiplayer bet rows and the live feed fill; their money moves through the ledger only.
 */
import { describe, expect, it } from 'vitest';
import { MULTIPLAYER_EVENTS, PUBLIC_EVENTS, type LiveGameEvent } from '@contract/index';
import type { MultiplayerBetPayload, MultiplayerSettledPayload } from '@contract/provider/live';
import { LIVE_TABLE_KINDS } from '@contract/provider/live';
import { findGame } from '../../../src/sim/domains/catalogue/store';
import { MINUTE, crowdWorld, eventsOf, ledgerProblems, live, rosterOf } from '../sim-world/helpers';

describe('the crowd at the live tables', () => {
  it('bets in the windows of one always-on table of each kind and gets settled there', async () => {
    const world = await crowdWorld({ rates: { activeShare: 0.6, betsPerMinute: 90 } });
    await live(world, 4 * MINUTE, 5_000);
    const ctx = await world.sim.context();
    const roster = new Set((await rosterOf(world)).map((profile) => profile.userId));

    const bets = eventsOf(world, MULTIPLAYER_EVENTS.bet).map(
      (entry) => entry.payload as MultiplayerBetPayload,
    );
    const tables = [...new Set(bets.map((bet) => bet.table))];
    const kinds = await Promise.all(tables.map(async (id) => (await findGame(id))?.kind));
    expect(kinds.sort()).toEqual([...LIVE_TABLE_KINDS].sort());
    expect(bets.every((bet) => roster.has(bet.row.user._id))).toBe(true);

    // Stakes vary, and the high rollers' reach $100 and more.
    const usd = bets.map((bet) => bet.row.game.wager * ctx.prices.currency(bet.row.game.currency)!.price);
    expect(Math.max(...usd)).toBeGreaterThanOrEqual(100);
    expect(Math.min(...usd)).toBeLessThan(20);

    const settled = eventsOf(world, MULTIPLAYER_EVENTS.settled).map(
      (entry) => entry.payload as MultiplayerSettledPayload,
    );
    const settledRows = settled.flatMap((round) => round.rows);
    expect(settledRows.length).toBeGreaterThan(10);
    expect(settledRows.every((row) => row.additional.payout !== null)).toBe(true);

    // Each seat's finished round reaches the live feed like any other bet.
    const feedGames = new Set(
      eventsOf(world, PUBLIC_EVENTS.liveGame).map((entry) => (entry.payload as LiveGameEvent).game.game),
    );
    for (const table of tables) expect(feedGames.has(table)).toBe(true);
    expect(await ledgerProblems(world)).toEqual([]);
  });
});
