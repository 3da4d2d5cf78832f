/**
 * POST /api/data/latestGames from the stored bets: the liveChannel lists (mine with its guest fallback, all,
 * high rollers at $100 of real money), the all_wins ticker items, hidden names, and input checks.
 */
import { describe, expect, it } from 'vitest';
import { HIDDEN_NAME, isLuckyWin, type PlayAnswer } from '@contract/index';
import { keno, limbo, play, withInHouse } from '../sim-games/helpers';
import { latestWins, liveGames, quietWorld, signedIn, type World } from './helpers';

const ids = (events: { game: { _id: string } }[]) => events.map((event) => event.game._id);

async function bets(world: World, token: string, requests: unknown[]): Promise<PlayAnswer[]> {
  const answers: PlayAnswer[] = [];
  for (const request of requests) answers.push((await play(world, token, request)).body);
  return answers;
}

describe('type liveChannel', () => {
  it('answers the newest bets of all players first, as many as asked', async () => {
    const world = await quietWorld();
    const player = await signedIn(world);
    const moderator = await signedIn(world, 'moderator');
    const [a, b] = await bets(world, player.token, [keno(1), keno(2)]);
    const [c] = await bets(world, moderator.token, [keno(1, [1, 2], { currency: 'usdt' })]);

    const all = await liveGames(world, { channel: 'all', count: 10 });
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([c!.id, b!.id, a!.id]);
    expect(all.body[0]).toMatchObject({
      user: { _id: moderator.userId, name: 'moderator', private_bets: false },
      game: { _id: c!.id, game: 'keno', currency: 'usdt', wager: 1, demo: false, type: 'quick' },
      metadata: { id: 'keno', name: 'Keno' },
    });
    expect(ids((await liveGames(world, { channel: 'all', count: 2 })).body)).toEqual([c!.id, b!.id]);
  });

  it("lists only the viewer's bets on mine, and everyone's for a guest", async () => {
    const world = await quietWorld();
    const player = await signedIn(world);
    const moderator = await signedIn(world, 'moderator');
    const [mine] = await bets(world, player.token, [keno(1)]);
    const [theirs] = await bets(world, moderator.token, [keno(1)]);
    expect(ids((await liveGames(world, { channel: 'mine' }, player.token)).body)).toEqual([mine!.id]);
    expect(ids((await liveGames(world, { channel: 'mine' })).body)).toEqual([theirs!.id, mine!.id]);
  });

  it('lists real-money bets of at least $100 on high_rollers', async () => {
    const world = await quietWorld();
    const { token } = await signedIn(world);
    const [big, , exact] = await withInHouse({ maxBetEur: null }, () =>
      bets(world, token, [keno(150), keno(99.99), keno(100)]),
    );
    await world.call('POST', '/api/user/demo', { currency: 'usdt' }, token);
    await withInHouse({ maxBetEur: null }, () => bets(world, token, [keno(200, [1], { demo: true })]));
    const high = await liveGames(world, { channel: 'high_rollers' });
    expect(ids(high.body)).toEqual([exact!.id, big!.id]);
    expect(high.body.every((event) => event.game.bet_usd_converted >= 100 && !event.game.demo)).toBe(true);
  });

  it("hides a private player's name from guests and other players, not from them or an admin", async () => {
    const world = await quietWorld();
    const player = await signedIn(world);
    const ctx = await world.sim.context();
    await ctx.db.users.update(player.userId, { private_bets: true });
    await bets(world, player.token, [keno(1)]);
    const seenBy = async (token: string | null) =>
      (await liveGames(world, { channel: 'all' }, token)).body[0]!.user;

    const hidden = { _id: player.userId, name: HIDDEN_NAME, avatar: '', private_bets: true };
    expect(await seenBy(null)).toEqual(hidden);
    expect(await seenBy((await signedIn(world, 'moderator')).token)).toEqual(hidden);
    expect(await seenBy(player.token)).toMatchObject({ name: 'player', private_bets: true });
    expect(await seenBy((await signedIn(world, 'admin')).token)).toMatchObject({ name: 'player' });
  });

  it('refuses bad input with 422', async () => {
    const world = await quietWorld();
    for (const body of [
      { channel: 'all', count: 0 },
      { channel: 'all', count: 51 },
      { channel: 'lucky' },
      { type: 'everything' },
      { mode: 'sport' },
    ]) {
      expect((await liveGames(world, body as never)).status).toBe(422);
    }
  });
});

describe('type all_wins', () => {
  it('answers the latest real-money wins as ticker items, newest first', async () => {
    const world = await quietWorld();
    const player = await signedIn(world);
    const rounds = await bets(world, player.token, [
      limbo(1, 1.01),
      limbo(1, 1_000_000),
      limbo(1, 1.5),
      limbo(1, 1.01),
    ]);
    await world.call('POST', '/api/user/demo', { currency: 'usdt' }, player.token);
    await bets(world, player.token, [limbo(1, 1.01, { demo: true })]);

    const wins = rounds.filter((round) => round.game.payout > round.game.wager).reverse();
    expect(wins.length).toBeGreaterThan(0);
    const answer = await latestWins(world);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(
      wins.map((round) => ({
        _id: round.id,
        game: 'limbo',
        ticker: null,
        player: 'player',
        multiplier: round.game.multiplier,
        usdProfit: round.game.payout,
        profit: round.game.payout,
        currency: 'usdt',
        image: expect.stringMatching(/^data:image\/svg/),
        kind: 'game',
        name: 'Limbo',
      })),
    );
    expect((await latestWins(world, 1)).body).toHaveLength(1);
  });
});

describe('lucky wins', () => {
  it('are wins at 10x or more', () => {
    expect(isLuckyWin(10)).toBe(true);
    expect(isLuckyWin(9.99)).toBe(false);
    expect(isLuckyWin(25, false)).toBe(false);
  });
});
