/**
 * The live feed: every finished bet of a signed-in player goes out once as event:liveGame on the public
 * channel, after its transaction committed; refused, in-progress, cancelled and guest rounds do not.
 */
import { describe, expect, it } from 'vitest';
import { HIDDEN_NAME, PUBLIC_CHANNEL, PUBLIC_EVENTS, type LiveGameEvent } from '@contract/index';
import { finish, keno, mines, play, table, turn, type World } from './helpers';

const feed = (world: World) =>
  world.broadcasts
    .filter((entry) => entry.channel === PUBLIC_CHANNEL && entry.event === PUBLIC_EVENTS.liveGame)
    .map((entry) => entry.payload as LiveGameEvent);

describe('event:liveGame', () => {
  it('announces a settled bet with its row', async () => {
    const t = await table();
    const answer = (await play(t.world, t.token, keno(2, [5, 6, 7]))).body;
    const events = feed(t.world);
    expect(events).toEqual([
      {
        user: {
          _id: t.userId,
          name: 'player',
          avatar: expect.stringMatching(/^data:image\/svg/),
          private_bets: false,
        },
        game: {
          _id: answer.id,
          game: 'keno',
          currency: 'usdt',
          demo: false,
          wager: 2,
          splitTotal: 2,
          multiplier: answer.game.multiplier,
          status: answer.game.payout > 2 ? 'win' : 'lose',
          profit: answer.game.payout,
          profit_usd_converted: answer.game.payout,
          bet_usd_converted: 2,
          type: 'quick',
          user: t.userId,
          created_at: '2024-05-01T12:00:00.000Z',
        },
        metadata: { id: 'keno', name: 'Keno', image: expect.stringMatching(/^data:image\/svg/) },
        delay: answer.game.delay,
      },
    ]);
    // The bet is stored by the time listeners hear of it.
    const ctx = await t.world.sim.context();
    expect(await ctx.db.bets.where('id').equals(answer.id).count()).toBe(1);
  });

  it('announces an extended game when it settles, not while it goes on, and never a cancelled one', async () => {
    const t = await table();
    const cancelled = (await play(t.world, t.token, mines(1, 24))).body;
    await finish(t.world, t.token, cancelled.id);
    expect(feed(t.world)).toEqual([]);
    const opened = (await play(t.world, t.token, mines(1, 24))).body;
    expect(feed(t.world)).toEqual([]);
    let answer = (await turn(t.world, t.token, opened.id, { tile: 0 })).body;
    for (let tile = 1; answer.game.status === 'in-progress'; tile++) {
      expect(feed(t.world)).toEqual([]);
      answer = (await turn(t.world, t.token, opened.id, { tile })).body;
    }
    expect(feed(t.world)).toMatchObject([
      { game: { _id: opened.id, game: 'mines', profit: answer.game.payout, type: 'extended' } },
    ]);
  });

  it("hides a private player's name (the channel is public), and ignores refused Plays and the guest", async () => {
    const t = await table();
    const ctx = await t.world.sim.context();
    await ctx.db.users.update(t.userId, { private_bets: true });
    await play(t.world, t.token, keno(0)); // -1
    await play(t.world, null, keno(1, [1], { demo: true }));
    expect(feed(t.world)).toEqual([]);
    await play(t.world, t.token, keno(1));
    expect(feed(t.world).map((event) => event.user)).toEqual([
      { _id: t.userId, name: HIDDEN_NAME, avatar: '', private_bets: true },
    ]);
  });

  it('announces demo bets of signed-in players', async () => {
    const t = await table();
    await t.world.call('POST', '/api/user/demo', { currency: 'btc' }, t.token);
    await play(t.world, t.token, keno(0.0001, [1, 2], { demo: true, currency: 'btc' }));
    expect(feed(t.world)).toMatchObject([
      { game: { currency: 'btc', demo: true, wager: 0.0001, bet_usd_converted: 6.73 } },
    ]);
  });
});
