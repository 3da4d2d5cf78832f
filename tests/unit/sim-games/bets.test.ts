/**
 * Bet history: pages of 20 newest first for my, all and high rollers, per game; the overview's one bet by id
 * (HTTP and the whisper Info); privacy and the guest's bets.
 */
import { describe, expect, it } from 'vitest';
import { HTTP, WHISPER_CODES, type BetPage, type BetRecord } from '@contract/index';
import { errorOf, info, keno, limbo, login, play, table, withInHouse, type World } from './helpers';

const page = (world: World, body: unknown, token: string | null = null) =>
  world.call<BetPage>('POST', '/api/bets', body, token);

describe('bet pages', () => {
  it('pages of 20, newest first, with the page count and total', async () => {
    const t = await table();
    const ids: string[] = [];
    for (let index = 0; index < 45; index++) ids.push((await play(t.world, t.token, keno(0.01))).body.id);
    const first = (await page(t.world, { scope: 'all', page: 1 })).body;
    expect(first).toMatchObject({ page: 1, pages: 3, total: 45 });
    expect(first.data.map((row) => row.id)).toEqual(ids.slice(-20).reverse());
    expect(first.data.map((row) => row.number)).toEqual(Array.from({ length: 20 }, (_, index) => 45 - index));
    const third = (await page(t.world, { scope: 'all', page: 3 })).body;
    expect(third.data.map((row) => row.id)).toEqual(ids.slice(0, 5).reverse());
    expect((await page(t.world, { scope: 'all', page: 4 })).body).toEqual({
      data: [],
      page: 4,
      pages: 3,
      total: 45,
    });
    // page defaults to 1
    expect((await page(t.world, { scope: 'all' })).body.data[0]!.id).toBe(ids[44]);
  });

  it('filters by game and by player, and my needs a session', async () => {
    const t = await table();
    const admin = await login(t.world, 'admin', 'admin123');
    const kenoIds = [];
    for (let index = 0; index < 3; index++) kenoIds.push((await play(t.world, t.token, keno(0.01))).body.id);
    await play(t.world, t.token, limbo(0.01));
    const adminBet = (await play(t.world, admin.token, limbo(0.01))).body.id;

    const kenoPage = (await page(t.world, { scope: 'all', page: 1, game: 'keno' })).body;
    expect(kenoPage.data.map((row) => row.id)).toEqual([...kenoIds].reverse());
    expect(kenoPage.total).toBe(3);
    const mine = (await page(t.world, { scope: 'my', page: 1 }, t.token)).body;
    expect(mine.total).toBe(4);
    expect(mine.data.every((row) => row.user?.name === 'player')).toBe(true);
    const adminMine = (await page(t.world, { scope: 'my', page: 1 }, admin.token)).body;
    expect(adminMine.data.map((row) => row.id)).toEqual([adminBet]);
    expect((await page(t.world, { scope: 'my', page: 1, game: 'keno' }, t.token)).body.total).toBe(3);

    const guest = await page(t.world, { scope: 'my', page: 1 });
    expect(guest.status).toBe(HTTP.unauthorized);
  });

  it('high rollers: real-money bets worth at least $100', async () => {
    const t = await table();
    await withInHouse({ maxBetEur: null }, async () => {
      const high = (await play(t.world, t.token, keno(100))).body.id;
      await play(t.world, t.token, keno(99.99));
      // 0.0015 btc at $67,250.50 is about $100.88.
      const btc = (await play(t.world, t.token, keno(0.0015, [1, 2, 3, 4, 5], { currency: 'btc' }))).body.id;
      // A demo bet is never a high roller.
      const demo = await t.world.call('POST', '/api/user/demo', { currency: 'usdt' }, t.token);
      expect(demo.status).toBe(200);
      await play(t.world, t.token, keno(500, [1, 2, 3, 4, 5], { demo: true }));
      const rows = (await page(t.world, { scope: 'high', page: 1 })).body;
      expect(rows.data.map((row) => row.id)).toEqual([btc, high]);
      expect((await page(t.world, { scope: 'high', page: 1, game: 'limbo' })).body.total).toBe(0);
      expect((await page(t.world, { scope: 'high', page: 1, game: 'keno' })).body.total).toBe(2);
      expect((await page(t.world, { scope: 'all', page: 1 })).body.total).toBe(4);
    });
  });

  it('hides a private player from others, not from the player', async () => {
    const t = await table();
    const admin = await login(t.world, 'admin', 'admin123');
    const id = (await play(t.world, t.token, limbo(0.01))).body.id;
    const { db } = await t.world.sim.context();
    await db.users.update(t.userId, { private_bets: true });
    expect((await page(t.world, { scope: 'all', page: 1 }, admin.token)).body.data[0]!.user).toBeNull();
    expect((await page(t.world, { scope: 'all', page: 1 })).body.data[0]!.user).toBeNull();
    expect((await page(t.world, { scope: 'all', page: 1 }, t.token)).body.data[0]!.user).toEqual({
      _id: t.userId,
      name: 'player',
    });
    // Info shows the player as the feed does: hidden from guests, not from ignore_privacy (the admin).
    expect((await info(t.world, null, id)).body.user).toMatchObject({ name: 'Hidden', private_bets: true });
    expect((await info(t.world, admin.token, id)).body.user).toMatchObject({
      name: 'player',
      private_bets: true,
    });
    await db.users.update(t.userId, { private_bets: false });
    expect((await info(t.world, null, id)).body.user).toMatchObject({
      _id: t.userId,
      name: 'player',
      private_bets: false,
    });
  });

  it("keeps the guest's bets out of the lists; the overview still finds them", async () => {
    const t = await table();
    const guestBet = (await play(t.world, null, limbo(1, 2, { demo: true }))).body.id;
    expect(guestBet).toMatch(/^[0-9a-f]{24}$/);
    expect((await page(t.world, { scope: 'all', page: 1 })).body.total).toBe(0);
    const record = (await t.world.call<BetRecord>('POST', '/api/bets/get', { id: guestBet })).body;
    expect(record).toMatchObject({ id: guestBet, user: null, demo: true, game: 'limbo', wager: 1 });
  });

  it('one bet by id or number over HTTP and Info; unknown ids refused', async () => {
    const t = await table();
    const answer = (await play(t.world, t.token, keno(0.5))).body;
    const byId = await t.world.call<BetRecord>('POST', '/api/bets/get', { id: answer.id });
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      id: answer.id,
      number: 1,
      game: 'keno',
      currency: 'usdt',
      demo: false,
      wager: 0.5,
      payout: answer.game.payout,
      multiplier: answer.game.multiplier,
      status: 'finished',
      serverSeed: null,
      nonce: 0,
      createdAt: '2024-05-01T12:00:00.000Z',
      data: answer.data,
    });
    expect((await t.world.call('POST', '/api/bets/get', { id: 1 })).body).toEqual(byId.body);
    expect((await t.world.call('POST', '/api/bets/get', { id: '1' })).body).toEqual(byId.body);
    // Info answers the spec's shape (community.md §3 "Bet/game info"): metadata, info, user.
    const overview = (await info(t.world, null, answer.id)).body;
    expect(overview).toMatchObject({
      metadata: { id: 'keno', name: 'Keno' },
      info: {
        _id: answer.id,
        id: 1,
        game: 'keno',
        user: t.userId,
        currency: 'usdt',
        demo: false,
        splitTotal: 0.5,
        multiplier: answer.game.multiplier,
        profit: answer.game.payout,
        status: answer.game.payout > 0 ? 'win' : 'lose',
        server_seed_hash: byId.body.serverSeedHash,
        server_seed: null,
        client_seed: byId.body.clientSeed,
        nonce: 0,
        created_at: '2024-05-01T12:00:00.000Z',
      },
      user: { _id: t.userId, name: 'player', private_bets: false },
    });
    expect((await info(t.world, null, '1')).body).toEqual(overview);
    expect((await t.world.call('POST', '/api/bets/get', { id: 'nope' })).status).toBe(HTTP.notFound);
    expect((await t.world.call('POST', '/api/bets/get', {})).status).toBe(HTTP.unprocessable);
    const unknown = await info(t.world, t.token, 'nope');
    expect([unknown.status, errorOf(unknown).code]).toEqual([HTTP.notFound, WHISPER_CODES.invalidGameId]);
  });

  it('refuses malformed list bodies with 422', async () => {
    const t = await table();
    for (const body of [
      {},
      { scope: 'mine' },
      { scope: 'all', page: 0 },
      { scope: 'all', page: 1.5 },
      { scope: 'all', page: '2' },
      { scope: 'all', game: 'dice' },
      null,
      'all',
    ]) {
      const reply = await page(t.world, body, t.token);
      expect(reply.status).toBe(HTTP.unprocessable);
    }
  });
});
