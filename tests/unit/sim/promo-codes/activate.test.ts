/** POST /api/promocode/activate: codes 1-9 with their texts, the limits, each reward, and refusals that change nothing. */
import { describe, expect, it } from 'vitest';
import { PROMO_ERRORS } from '@contract/index';
import { PROMO } from '@contract/promotions';
import { register } from '../world';
import {
  DAY_MS,
  activate,
  balanceOf,
  demoPlayer,
  ledgerProblems,
  newPlayer,
  post,
  promoWorld,
  refusal,
  signInAgain,
  snapshot,
} from './helpers';

const refused = (code: keyof typeof PROMO_ERRORS) => ({ status: 400, code, message: PROMO_ERRORS[code] });

describe('promo code refusals', () => {
  it('answers every code 1-9 with its text and changes nothing', async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    const before = await snapshot(world);
    expect(refusal(await activate(world, sam, 'NO-SUCH-CODE'))).toEqual(refused(1));
    // Not started yet counts as invalid; ended is expired.
    expect(refusal(await activate(world, sam, 'NEWYEAR'))).toEqual(refused(1));
    expect(refusal(await activate(world, sam, 'summer'))).toEqual(refused(2));
    expect(refusal(await activate(world, sam, sam.login))).toEqual(refused(8));
    expect(refusal(await activate(world, sam, 'PLAYERGIFT'))).toEqual(refused(9));
    expect(refusal(await activate(world, sam, 'VIPGOLD'))).toEqual(refused(7));
    expect(await snapshot(world)).toEqual(before);

    const invited = await register(world, undefined, { inviteCode: sam.login });
    const invitedBefore = await snapshot(world);
    expect(refusal(await activate(world, invited, 'FRIENDS'))).toEqual(refused(6));
    expect(refusal(await activate(world, invited, sam.login))).toEqual(refused(6));
    expect(await snapshot(world)).toEqual(invitedBefore);

    expect((await activate(world, sam, 'WELCOME')).status).toBe(200);
    const used = await snapshot(world);
    expect(refusal(await activate(world, sam, ' welcome '))).toEqual(refused(4));
    expect(await snapshot(world)).toEqual(used);
  });

  it('stops a code at its usage limit (3) and a player at the daily limit (5), until the next UTC day', async () => {
    const world = await promoWorld();
    const players = [await newPlayer(world), await newPlayer(world), await newPlayer(world)];
    for (const player of players) expect((await activate(world, player, 'BIG20')).status).toBe(200);
    const fourth = await newPlayer(world);
    const before = await snapshot(world);
    expect(refusal(await activate(world, fourth, 'BIG20'))).toEqual(refused(3));
    expect(await snapshot(world)).toEqual(before);

    const codes = ['WELCOME', 'SPIN3', 'FREE5', 'DOUBLE', 'RAKEUP'];
    expect(codes).toHaveLength(PROMO.dailyActivations);
    for (const code of codes) expect((await activate(world, fourth, code)).status).toBe(200);
    const full = await snapshot(world);
    expect(refusal(await activate(world, fourth, 'FRIENDS'))).toEqual(refused(5));
    expect(await snapshot(world)).toEqual(full);
    // The sim clock's next UTC day (the world starts at noon).
    await world.sim.control.advance(DAY_MS / 2);
    expect((await activate(world, await signInAgain(world, fourth), 'FRIENDS')).status).toBe(200);
  });

  it('leaves guests to the router (401) and refuses bad input without a change', async () => {
    const world = await promoWorld();
    expect((await activate(world, null, 'WELCOME')).status).toBe(401);
    const sam = await newPlayer(world);
    const before = await snapshot(world);
    for (const body of [{}, { code: '' }, { code: '   ' }, { code: 'X'.repeat(41) }, { code: 7 }]) {
      expect((await post(world, '/api/promocode/activate', sam, body)).status).toBe(422);
    }
    expect(await snapshot(world)).toEqual(before);
  });
});

describe('promo code rewards', () => {
  it('gives wheel tickets and lists the code among the ticket codes', async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    const reply = await activate(world, sam, 'spin3');
    expect(reply.body).toEqual({
      message: 'Promo code SPIN3 activated: 3 spins of the bonus wheel',
      reward: { kind: 'tickets', count: 3 },
      deposit: null,
    });
    const tickets = await post(world, '/api/promocode/ticket/data', sam);
    expect(tickets.body).toEqual({ model: { tickets: 4 }, promocodes: [{ _id: 'SPIN3', code: 'SPIN3' }] });
  });

  it('pays a bonus through the ledger: under $10 straight to the real balance, from $10 as a bonus balance', async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    await activate(world, sam, 'FREE5');
    expect(await balanceOf(world, sam.user._id, 'usdt', 'real')).toBeGreaterThan(490);
    expect(await balanceOf(world, sam.user._id, 'usdt', 'bonus')).toBe(0);
    await activate(world, sam, 'BIG20');
    expect(await balanceOf(world, sam.user._id, 'usdt', 'bonus')).toBeGreaterThan(1_980);
    const { db } = await world.sim.context();
    const bonuses = await db.bonuses.where('userId').equals(sam.user._id).toArray();
    expect(bonuses.map((bonus) => [bonus.source, bonus.status, bonus.multiplier])).toEqual(
      expect.arrayContaining([
        ['promo:FREE5', 'transferred', 10],
        ['promo:BIG20', 'active', 20],
      ]),
    );
    const codes = await db.promoCodes.bulkGet(['FREE5', 'BIG20']);
    expect(codes.map((code) => code?.uses)).toEqual([1, 1]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('sends a deposit-bonus code to deposit with the welcome bonus', async () => {
    const world = await promoWorld();
    const reply = await activate(world, await newPlayer(world), 'DOUBLE');
    expect(reply.body).toMatchObject({
      reward: { kind: 'depositBonus', bonusId: 'welcome-deposit' },
      deposit: { currency: 'btc' },
    });
  });

  it('raises the rakeback boost; an own code also makes its owner the affiliate', async () => {
    const world = await promoWorld();
    const owner = await newPlayer(world);
    const sam = await newPlayer(world);
    await activate(world, sam, 'RAKEUP');
    const reply = await activate(world, sam, owner.login.toLowerCase());
    expect(reply.body).toMatchObject({ reward: { kind: 'rakeback', percent: PROMO.referralRakebackBoost } });
    const { db } = await world.sim.context();
    expect((await db.rewardStates.get(sam.user._id))?.rakebackBoost).toBe(2 + PROMO.referralRakebackBoost);
    expect((await db.users.get(sam.user._id))?.invitedBy).toBe(owner.user._id);
    expect(await db.promoCodes.get(owner.login.toUpperCase())).toMatchObject({ kind: 'own', uses: 1 });
  });

  it('lets the accounts a private code is bound to and VIPs use theirs', async () => {
    const world = await promoWorld();
    const player = await demoPlayer(world);
    expect((await activate(world, player, 'PLAYERGIFT')).status).toBe(200);
    expect((await activate(world, player, 'VIPGOLD')).status).toBe(200);
  });
});
