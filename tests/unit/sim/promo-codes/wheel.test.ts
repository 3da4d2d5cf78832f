/** The bonus wheel: tickets, a spin drawn from the player's seeds and verifiable, the prize, and codes 3 and 1. */
import { describe, expect, it } from 'vitest';
import {
  verifyBet,
  wheelLabel,
  wheelPrizeUsd,
  type SeedChangeAnswer,
  type SpinResult,
} from '@contract/index';
import { SPIN_ERRORS, WHEEL } from '@contract/promotions';
import {
  activate,
  balanceOf,
  ledgerProblems,
  newPlayer,
  post,
  promoWorld,
  refusal,
  snapshot,
} from './helpers';

describe('the bonus wheel', () => {
  it('gives a new player one ticket; a guest is refused by the router', async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    expect((await post(world, '/api/promocode/ticket/data', sam)).body).toEqual({
      model: { tickets: 1 },
      promocodes: [],
    });
    expect((await post(world, '/api/promocode/ticket/data', null)).status).toBe(401);
    expect((await post(world, '/api/promocode/ticket/spin', null)).status).toBe(401);
  });

  it('spins from the seeds, takes the ticket and pays the prize through the ledger, with a notification', async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    const seeds = (await post<{ nonce: number }>(world, '/api/user/seeds', sam)).body;
    const reply = await post<SpinResult>(world, '/api/promocode/ticket/spin', sam);
    expect(reply.status).toBe(200);
    const spin = reply.body;
    expect(spin.nonce).toBe(seeds.nonce);
    const usd = wheelPrizeUsd(wheelLabel(WHEEL.defaultSegments, spin.segment));
    expect(spin).toMatchObject({ usd, currency: WHEEL.currency });
    expect((await post(world, '/api/promocode/ticket/data', sam)).body).toMatchObject({
      model: { tickets: 0 },
    });
    expect((await post<{ nonce: number }>(world, '/api/user/seeds', sam)).body.nonce).toBe(seeds.nonce + 1);

    const cents = Math.round(usd * 100);
    const real = await balanceOf(world, sam.user._id, 'usdt', 'real');
    const bonus = await balanceOf(world, sam.user._id, 'usdt', 'bonus');
    // Under $10 a bonus converts at once; from $10 it waits on its wager requirement.
    expect(real + bonus).toBeGreaterThanOrEqual(cents - 1);
    expect(real + bonus).toBeLessThanOrEqual(cents);
    const { db } = await world.sim.context();
    const [note] = await db.notifications.where('userId').equals(sam.user._id).toArray();
    expect(note).toMatchObject({
      icon: 'wheel',
      text: `You won $${usd < 1 ? usd.toFixed(2) : usd} on the bonus wheel`,
    });
    const bet = await db.bets.where('id').equals(spin.betId).first();
    expect(bet).toMatchObject({ game: 'wheel', stake: 0, nonce: spin.nonce, userId: sam.user._id });
    expect(bet?.tags).toEqual([`u:${sam.user._id}`, `u:${sam.user._id}:wheel`]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('is verified from the server seed revealed by a client seed change: the same segment', async () => {
    const world = await promoWorld('wheel-verify');
    const sam = await newPlayer(world);
    await activate(world, sam, 'SPIN3');
    const spins: SpinResult[] = [];
    for (let index = 0; index < 4; index += 1) {
      spins.push((await post<SpinResult>(world, '/api/promocode/ticket/spin', sam)).body);
    }
    const change = await post<SeedChangeAnswer>(world, '/api/user/client_seed_change', sam, {
      client_seed: 'next-seed',
    });
    const { revealed } = change.body;
    for (const spin of spins) {
      expect(spin.serverSeedHash).toBe(revealed.serverSeedHash);
      const again = verifyBet('wheel', {
        serverSeed: revealed.serverSeed,
        clientSeed: spin.clientSeed,
        nonce: spin.nonce,
      });
      expect(again.outcome.segment).toBe(spin.segment);
    }
    // In the player's history with its seeds, like any in-house bet.
    const page = await post<{ data: Array<{ game: string; serverSeed: string | null }> }>(
      world,
      '/api/bets',
      sam,
      {
        scope: 'my',
        page: 1,
      },
    );
    expect(page.body.data.filter((bet) => bet.game === 'wheel')).toHaveLength(4);
    expect(page.body.data[0]?.serverSeed).toBe(revealed.serverSeed);
  });

  it('refuses without tickets (the other code) and changes nothing', async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    await post(world, '/api/promocode/ticket/spin', sam);
    const before = await snapshot(world);
    const { noTickets } = SPIN_ERRORS;
    expect(refusal(await post(world, '/api/promocode/ticket/spin', sam))).toEqual({
      status: 400,
      ...noTickets,
    });
    expect(await snapshot(world)).toEqual(before);
  });

  it('refuses with code 3 while an opted-in deposit bonus waits for its deposit', async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    const { db } = await world.sim.context();
    const offer = {
      userId: sam.user._id,
      bonusId: 'welcome-deposit',
      depositId: null,
      cancelled: false,
      at: 0,
    };
    await db.depositBonusStates.put({ ...offer, checkedIn: true });
    const before = await snapshot(world);
    const { depositBonusFirst } = SPIN_ERRORS;
    expect(refusal(await post(world, '/api/promocode/ticket/spin', sam))).toEqual({
      status: 400,
      ...depositBonusFirst,
    });
    expect(await snapshot(world)).toEqual(before);
    // Used (or never opted in): the wheel spins.
    await db.depositBonusStates.put({ ...offer, checkedIn: true, depositId: 'deposit-1' });
    expect((await post(world, '/api/promocode/ticket/spin', sam)).status).toBe(200);
  });
});
