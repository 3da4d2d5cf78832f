/**
 * Settlement on the sim clock from the matches' results: singles won, lost and refunded (a cancelled match),
 * multis won, lost and with a refunded leg; the payout through the ledger with the status change, the bet's
 * row in the bet lists and the live feed, the race, and the pushes. A restart (a new sim on the same
 * database) goes on with the queue and the settlement.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_EVENTS, USER_EVENTS, type LiveGameEvent } from '@contract/index';
import { SPORT_BET, SPORT_BET_GAME, type SportBet } from '@contract/sport-bets';
import type { MarketOption } from '@contract/sports';
import { openBook } from '../../../src/sim/domains/sport-bets/service';
import { findFixture } from '../../../src/sim/domains/sports/schedule';
import type { SportsModel } from '../../../src/sim/domains/sports/model';
import { PASSWORD, login, startWorld, type Account, type World } from '../sim/world';
import {
  FUNDS,
  HOUR,
  balanceOf,
  ledgerProblems,
  multi,
  optionOf,
  pass,
  place,
  queued,
  single,
  sportWorld,
  upcoming,
  withCancelled,
} from './helpers';

const LOSING = { home: 'away', draw: 'home', away: 'home' } as const;

/** Options that will win and lose on the next matches, with the time by which all of them ended. */
function picks(model: SportsModel, at: number) {
  const matches = upcoming(model, at, 12).slice(0, 3);
  return {
    matches,
    winning: matches.map(({ match, winner }) => optionOf(model, match.id, winner, at)),
    losing: matches.map(({ match, winner }) => optionOf(model, match.id, LOSING[winner], at)),
    allEnded: Math.max(...matches.map(({ match }) => findFixture(model.world, match.id)!.endsAt)),
  };
}

/** The player's settled bets, signed in afresh (a session does not outlast the hours a match takes). */
async function settledBets(world: World, account: Account) {
  const { token } = await login(world, account.login, PASSWORD);
  return (await world.call<SportBet[]>('POST', '/api/sport/bets', { status: 'settled' }, token)).body;
}

async function ledgerOf(world: World, ref: string) {
  const { db } = await world.sim.context();
  return (await db.ledger.where('ref').equals(ref).toArray()).map(({ reason, delta }) => ({ reason, delta }));
}

const cents = (odds: number[], stake: number) =>
  Math.floor(odds.reduce((product, value) => product * Math.round(value * 100), stake) / 100 ** odds.length);

describe('settling singles', () => {
  it('pays a won single stake × odds, takes nothing for a lost one, and shows both in the lists and the feed', async () => {
    const { world, ctx, model, player } = await sportWorld('settle-singles');
    const now = world.clock.now();
    const { winning, losing, allEnded } = picks(model, now);
    const won = queued(await place(world, player, single(winning[0]!, { stake: 7 })));
    const lost = queued(await place(world, player, single(losing[1]!, { stake: 7, demo: true })));
    await pass(world, SPORT_BET.prematchDelayMs);
    await pass(world, allEnded - world.clock.now());

    const payout = cents([winning[0]!.odds], 700);
    const bets = await settledBets(world, player);
    expect(
      bets
        .map(({ _id, status, payout: paid }) => ({ _id, status, paid }))
        .sort((a, b) => a.status - b.status),
    ).toEqual([
      { _id: won.queueId, status: 2, paid: payout / 100 },
      { _id: lost.queueId, status: 3, paid: 0 },
    ]);
    expect(bets.find((bet) => bet._id === won.queueId)!.selections[0]!.status).toBe(2);
    expect(await ledgerOf(world, won.queueId)).toEqual([
      { reason: 'sport_wager', delta: -700 },
      { reason: 'sport_payout', delta: payout },
    ]);
    expect(await ledgerOf(world, lost.queueId)).toEqual([{ reason: 'sport_wager', delta: -700 }]);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 700 + payout);
    expect(await balanceOf(world, player.user._id, 'demo')).toBe(FUNDS - 700);
    expect(await ledgerProblems(world)).toEqual([]);

    const rows = await ctx.db.bets.where('userId').equals(player.user._id).toArray();
    expect(
      rows.map(({ id, game, stake, payout: paid, status, demo }) => ({
        id,
        game,
        stake,
        paid,
        status,
        demo,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          id: won.queueId,
          game: SPORT_BET_GAME.id,
          stake: 700,
          paid: payout,
          status: 'finished',
          demo: false,
        },
        { id: lost.queueId, game: SPORT_BET_GAME.id, stake: 700, paid: 0, status: 'finished', demo: true },
      ]),
    );
    const feed = world.broadcasts
      .filter(({ event }) => event === PUBLIC_EVENTS.liveGame)
      .map(({ payload }) => payload as LiveGameEvent);
    expect(
      feed.map(({ game, metadata }) => ({ id: game._id, status: game.status, name: metadata.name })),
    ).toEqual(
      expect.arrayContaining([
        { id: won.queueId, status: 'win', name: 'Sports' },
        { id: lost.queueId, status: 'lose', name: 'Sports' },
      ]),
    );
    const settledPushes = world.broadcasts.filter(
      ({ event, payload }) => event === USER_EVENTS.sportBet && (payload as SportBet).status !== 0,
    );
    expect(settledPushes).toHaveLength(2);
  });

  it('refunds a single on a cancelled match, taking its stake back out of the race', async () => {
    const { world, ctx, model, player } = await sportWorld('settle-cancelled');
    const now = world.clock.now();
    const { matches, winning } = picks(model, now);
    const cancelledId = matches[0]!.match.id;
    await openBook(ctx, withCancelled(model, cancelledId, now + 10 * 60_000));
    const bet = queued(await place(world, player, single(winning[0]!)));
    await pass(world, SPORT_BET.prematchDelayMs);
    expect(await ctx.db.raceEntries.count()).toBe(1);
    await pass(world, findFixture(model.world, cancelledId)!.endsAt - world.clock.now());

    expect((await settledBets(world, player))[0]).toMatchObject({
      _id: bet.queueId,
      status: 1,
      payout: 5,
    });
    expect(await ledgerOf(world, bet.queueId)).toEqual([
      { reason: 'sport_wager', delta: -500 },
      { reason: 'sport_refund', delta: 500 },
    ]);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS);
    expect(await ctx.db.raceEntries.count()).toBe(0);
    expect((await ctx.db.bets.get({ id: bet.queueId }))?.status).toBe('cancelled');
    expect(world.broadcasts.filter(({ event }) => event === PUBLIC_EVENTS.liveGame)).toEqual([]);
  });
});

describe('settling multis', () => {
  async function multiWorld(seed: string, cancel = false) {
    const setup = await sportWorld(seed);
    const now = setup.world.clock.now();
    const chosen = picks(setup.model, now);
    if (cancel)
      await openBook(setup.ctx, withCancelled(setup.model, chosen.matches[1]!.match.id, now + 60_000));
    const run = async (options: MarketOption[]) => {
      const entry = queued(await place(setup.world, setup.player, multi(options, { stake: 4 })));
      await pass(setup.world, SPORT_BET.prematchDelayMs);
      await pass(setup.world, chosen.allEnded + HOUR - setup.world.clock.now());
      const [bet] = await settledBets(setup.world, setup.player);
      return { bet: bet!, ledger: await ledgerOf(setup.world, entry.queueId) };
    };
    return { ...setup, ...chosen, run };
  }

  it('pays a won multi stake × the product of its odds', async () => {
    const { run, winning, world } = await multiWorld('multi-won');
    const { bet, ledger } = await run(winning);
    const payout = cents(
      winning.map((option) => option.odds),
      400,
    );
    expect(bet).toMatchObject({ kind: 'multi', status: 2, payout: payout / 100 });
    expect(bet.selections.map((selection) => selection.status)).toEqual([2, 2, 2]);
    expect(ledger).toEqual([
      { reason: 'sport_wager', delta: -400 },
      { reason: 'sport_payout', delta: payout },
    ]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('loses a multi with one lost selection, at once', async () => {
    const { run, winning, losing, world, player, model } = await multiWorld('multi-lost');
    const [first, second] = [losing[0]!, winning[1]!];
    const firstEnds = findFixture(model.world, first.id.split(':')[0]!)!.endsAt;
    const { bet, ledger } = await run([first, second]);
    expect(bet).toMatchObject({ status: 3, payout: 0, settledAt: firstEnds });
    expect(bet.selections[0]!.status).toBe(3);
    expect(ledger).toEqual([{ reason: 'sport_wager', delta: -400 }]);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 400);
  });

  it('counts a refunded selection at odds 1', async () => {
    const { run, winning } = await multiWorld('multi-refunded-leg', true);
    const { bet, ledger } = await run(winning);
    const payout = cents([winning[0]!.odds, winning[2]!.odds], 400);
    expect(bet.selections.map((selection) => selection.status)).toEqual([2, 1, 2]);
    expect(bet).toMatchObject({ status: 2, payout: payout / 100 });
    expect(ledger).toEqual([
      { reason: 'sport_wager', delta: -400 },
      { reason: 'sport_payout', delta: payout },
    ]);
  });
});

describe('a restart', () => {
  it('goes on with the queued verdict and the settlement of what a reload left waiting', async () => {
    const dbName = `sport-bets-restart-${crypto.randomUUID()}`;
    const first = await sportWorld('restart', { dbName });
    const now = first.world.clock.now();
    const { winning, allEnded } = picks(first.model, now);
    const waiting = queued(await place(first.world, first.player, single(winning[0]!)));
    await first.world.sim.close();

    const second = await startWorld({ seed: 'restart', dbName, startMs: now });
    await pass(second, SPORT_BET.prematchDelayMs);
    const { db } = await second.sim.context();
    expect((await db.sportBetQueue.get(waiting.queueId))?.status).toBe('accepted');
    await second.sim.close();

    const third = await (
      await import('../sim/world')
    ).startWorld({ seed: 'restart', dbName, startMs: now + 2_000 });
    await pass(third, allEnded - third.clock.now());
    const settled = await (await third.sim.context()).db.sportBets.get(waiting.queueId);
    expect(settled).toMatchObject({ status: 2, settledAt: allEnded });
    expect(await ledgerOf(third, waiting.queueId)).toEqual([
      { reason: 'sport_wager', delta: -500 },
      { reason: 'sport_payout', delta: cents([winning[0]!.odds], 500) },
    ]);
    expect(await ledgerProblems(third)).toEqual([]);
  });
});
