/**
 * Seed pairs (ARCHITECTURE.md "Provable fairness"): the commitment, the nonce of each bet, the client seed
 * change that reveals the old server seed, and a past bet reproduced from the revealed seeds with verifyBet.
 */
import { describe, expect, it } from 'vitest';
import {
  HTTP,
  PLAY_ERRORS,
  hashServerSeed,
  verifyBet,
  type BetPage,
  type BetRecord,
  type SeedChangeAnswer,
  type SeedInfo,
} from '@contract/index';
import { errorOf, info, keno, limbo, mines, play, table, turn, whisper, type World } from './helpers';

const seeds = async (t: { world: World }, token: string | null) =>
  (await t.world.call<SeedInfo>('POST', '/api/user/seeds', undefined, token)).body;

const changeSeed = (t: { world: World }, token: string | null, clientSeed: unknown) =>
  t.world.call<SeedChangeAnswer>('POST', '/api/user/client_seed_change', { client_seed: clientSeed }, token);

describe('seed pairs', () => {
  it('shows the active commitment, the next hash and nonce 0; server seeds stay hidden', async () => {
    const t = await table();
    const info1 = await seeds(t, t.token);
    expect(info1.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(info1.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(info1.nextServerSeedHash).not.toBe(info1.serverSeedHash);
    expect(info1.nonce).toBe(0);
    // The default client seed is the user's own.
    const user = (await t.world.call<{ client_seed: string }>('GET', '/api/user', undefined, t.token)).body;
    expect(info1.clientSeed).toBe(user.client_seed);
    // Asking again does not make a new pair; the stored server seed is 64 hex and matches its hash.
    expect(await seeds(t, t.token)).toEqual(info1);
    const { db } = await t.world.sim.context();
    const active = await db.seedPairs.where('[userId+status]').equals([t.userId, 'active']).first();
    expect(active!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed(active!.serverSeed)).toBe(info1.serverSeedHash);
    expect(JSON.stringify(info1)).not.toContain(active!.serverSeed);
  });

  it('gives guests the world guest pair, and other users pairs of their own', async () => {
    const t = await table();
    const guest = await seeds(t, null);
    expect(await seeds(t, null)).toEqual(guest);
    expect((await seeds(t, t.token)).serverSeedHash).not.toBe(guest.serverSeedHash);
    const { db } = await t.world.sim.context();
    expect(await db.seedPairs.where('userId').equals('guest').count()).toBe(2);
  });

  it('comes from the seeded stream: the same seed gives the same commitments', async () => {
    const a = await table({ seed: 'same-seed' });
    const b = await table({ seed: 'same-seed' });
    const c = await table({ seed: 'other-seed' });
    expect(await seeds(a, a.token)).toEqual(await seeds(b, b.token));
    expect((await seeds(c, c.token)).serverSeedHash).not.toBe((await seeds(a, a.token)).serverSeedHash);
  });

  it('uses the current nonce for each bet and then increments it', async () => {
    const t = await table();
    const ids: string[] = [];
    for (let index = 0; index < 4; index++)
      ids.push((await play(t.world, t.token, index % 2 ? keno(1) : limbo(1))).body.id);
    const nonces = await Promise.all(
      ids.map(async (id) => (await info(t.world, t.token, id)).body.info.nonce),
    );
    expect(nonces).toEqual([0, 1, 2, 3]);
    expect((await seeds(t, t.token)).nonce).toBe(4);
    // A refused Play does not use a nonce.
    expect((await play(t.world, t.token, limbo(0))).status).toBe(HTTP.badRequest);
    expect((await seeds(t, t.token)).nonce).toBe(4);
  });

  it('a client seed change reveals the old server seed, activates the next and restarts at nonce 0', async () => {
    const t = await table();
    const before = await seeds(t, t.token);
    const placed: string[] = [];
    for (let index = 0; index < 3; index++)
      placed.push((await play(t.world, t.token, keno(1, [3, 9, 27, 33]))).body.id);
    const pastBet = (await info(t.world, t.token, placed[1]!)).body.info;
    expect(pastBet.server_seed).toBeNull();

    const reply = await changeSeed(t, t.token, '  my lucky seed  ');
    expect(reply.status).toBe(200);
    const { revealed, current } = reply.body;
    expect(revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(hashServerSeed(revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(revealed.clientSeed).toBe(before.clientSeed);
    expect(revealed.nonce).toBe(3);
    expect(current).toEqual({
      serverSeedHash: before.nextServerSeedHash,
      nextServerSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown as string,
      clientSeed: 'my lucky seed',
      nonce: 0,
    });
    expect(current.nextServerSeedHash).not.toBe(before.nextServerSeedHash);
    expect(await seeds(t, t.token)).toEqual(current);
    const user = (await t.world.call<{ client_seed: string }>('GET', '/api/user', undefined, t.token)).body;
    expect(user.client_seed).toBe('my lucky seed');

    // The past bet now shows its server seed, and the seeds reproduce its draw.
    const shown = (await info(t.world, t.token, placed[1]!)).body.info;
    expect(shown.server_seed).toBe(revealed.serverSeed);
    const check = verifyBet('keno', {
      serverSeed: shown.server_seed!,
      clientSeed: shown.client_seed,
      nonce: shown.nonce,
    });
    expect(check.serverSeedHash).toBe(shown.server_seed_hash);
    expect((shown.data as { drawn: number[] }).drawn).toEqual(check.outcome.drawn);
    // Also in the bet tables.
    const page = (await t.world.call<BetPage>('POST', '/api/bets', { scope: 'my', page: 1 }, t.token)).body;
    expect(page.data.every((row: BetRecord) => row.serverSeed === revealed.serverSeed)).toBe(true);

    // The next bet uses the new pair from nonce 0, and its seed stays hidden.
    const next = (await play(t.world, t.token, limbo(1))).body;
    const record = (await info(t.world, t.token, next.id)).body.info;
    expect(record).toMatchObject({
      server_seed_hash: current.serverSeedHash,
      client_seed: 'my lucky seed',
      nonce: 0,
      server_seed: null,
    });
  });

  it('reproduces a limbo bet: the drawn multiplier is the one verifyBet computes', async () => {
    const t = await table();
    const bets = [];
    for (let index = 0; index < 5; index++) bets.push((await play(t.world, t.token, limbo(1, 1.5))).body);
    const { revealed } = (await changeSeed(t, t.token, 'verify-me')).body;
    for (const [nonce, bet] of bets.entries()) {
      const { outcome } = verifyBet('limbo', {
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
        nonce,
      });
      expect((bet.data as { multiplier: number }).multiplier).toBe(outcome.multiplier);
      expect(bet.game.win).toBe(outcome.multiplier >= 1.5);
    }
  });

  it('refuses a client seed that is empty after trimming or longer than 64 characters (422)', async () => {
    const t = await table();
    const before = await seeds(t, t.token);
    for (const bad of ['', '   ', 'x'.repeat(65), 42, null]) {
      const reply = await changeSeed(t, t.token, bad);
      expect(reply.status).toBe(HTTP.unprocessable);
      expect(errorOf(reply).errors?.client_seed).toEqual(['The client seed must be 1 to 64 characters']);
    }
    expect(await seeds(t, t.token)).toEqual(before);
    expect((await changeSeed(t, t.token, 'y'.repeat(64))).status).toBe(200);
  });

  it('needs a session, and is refused with -6 while an extended game is open', async () => {
    const t = await table();
    expect((await changeSeed(t, null, 'guest-seed')).status).toBe(HTTP.unauthorized);
    const open = (await play(t.world, t.token, mines(1, 1))).body;
    const before = await seeds(t, t.token);
    const reply = await changeSeed(t, t.token, 'later');
    expect(reply.status).toBe(HTTP.badRequest);
    expect(errorOf(reply)).toEqual({ code: -6, message: PLAY_ERRORS['-6'] });
    expect(await seeds(t, t.token)).toEqual(before);
    // Once the game is over the change goes through.
    let answer = (await turn(t.world, t.token, open.id, { tile: 0 })).body;
    for (let tile = 1; answer.type === 'continue'; tile++)
      answer = (await turn(t.world, t.token, open.id, { tile })).body;
    expect((await changeSeed(t, t.token, 'later')).status).toBe(200);
    expect((await whisper(t.world, t.token, 'RestoreData', {})).body).toEqual({ game: null });
  });
});
