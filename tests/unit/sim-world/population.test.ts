/**
 * The crowd's accounts: made once per database as ordinary user rows with seeded names, offline avatars, VIP
 * levels skewed low, some private bets, a few moderators and real balances through the ledger; nobody can
 * sign in as one of them; same seed, same crowd.
 */
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TEST_RESPONSE, LIMITS } from '@contract/index';
import { DEFAULT_POPULATION, identicon } from '../../../src/sim/world/population';
import { crowdWorld, ledgerProblems, rosterOf, startWorld } from './helpers';

describe('the crowd', () => {
  it('is made on the first start as user rows of the same shape as a sign-up, with balances', async () => {
    const world = await crowdWorld({ seed: 'crowd-shape' });
    const roster = await rosterOf(world);
    expect(roster).toHaveLength(DEFAULT_POPULATION);
    const { db } = await world.sim.context();
    const person = (await db.users.where('nameLower').equals('player').first())!;
    const bots = await db.users.bulkGet(roster.map((profile) => profile.userId));
    const loginRule = new RegExp(`^[A-Za-z0-9_.-]{${LIMITS.loginMin},${LIMITS.loginMax}}$`);
    for (const bot of bots) {
      expect(bot).toBeDefined();
      expect(Object.keys(bot!).sort()).toEqual(Object.keys(person).sort());
      expect(bot!.name).toMatch(loginRule);
      expect(bot!.avatar).toBe(identicon(bot!.name));
      expect(bot!.vipLevel).toBeGreaterThanOrEqual(0);
      expect(bot!.vipLevel).toBeLessThanOrEqual(8);
      expect(Date.parse(bot!.created_at)).toBeLessThan(world.clock.now());
      const balances = await db.balances.where('userId').equals(bot!._id).toArray();
      expect(balances.length).toBeGreaterThanOrEqual(1);
      expect(balances.every((balance) => balance.kind === 'real' && balance.amount > 0)).toBe(true);
    }
    expect(new Set(bots.map((bot) => bot!.nameLower)).size).toBe(DEFAULT_POPULATION);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('has VIP levels skewed low, about 10% private bets and 2 or 3 moderators', async () => {
    const world = await crowdWorld({ seed: 'crowd-mix' });
    const { db } = await world.sim.context();
    const bots = (await db.users.bulkGet((await rosterOf(world)).map((profile) => profile.userId))).map(
      (bot) => bot!,
    );
    const levels = bots.map((bot) => bot.vipLevel);
    expect(levels.filter((level) => level <= 2).length).toBeGreaterThan(
      levels.filter((level) => level >= 6).length,
    );
    expect(levels.reduce((sum, level) => sum + level, 0) / levels.length).toBeLessThan(4);
    const privateCount = bots.filter((bot) => bot.private_bets).length;
    expect(privateCount).toBeGreaterThanOrEqual(Math.round(DEFAULT_POPULATION * 0.05));
    expect(privateCount).toBeLessThanOrEqual(Math.round(DEFAULT_POPULATION * 0.15));
    const moderators = bots.filter((bot) => bot.roles.some((role) => role.id === 'chat_moderator'));
    expect(moderators.length).toBeGreaterThanOrEqual(2);
    expect(moderators.length).toBeLessThanOrEqual(3);
  });

  it('cannot be signed in as, nor sent a reset link', async () => {
    const world = await crowdWorld({ seed: 'crowd-locked' });
    const [bot] = await rosterOf(world);
    const { db } = await world.sim.context();
    expect(await db.credentials.get(bot!.userId)).toBeUndefined();
    for (const password of ['', 'password', bot!.name, bot!.clientSeed]) {
      const reply = await world.call('POST', '/auth/login', {
        login: bot!.name,
        password,
        captcha: CAPTCHA_TEST_RESPONSE,
      });
      expect(reply.status).not.toBe(200);
    }
    await world.call('POST', '/auth/resetPassword', { login: bot!.name });
    expect(await world.sim.control.outbox()).toEqual([]);
  });

  it('is the same crowd for the same seed and another for another seed', async () => {
    const names = async (seed: string) => (await rosterOf(await crowdWorld({ seed }))).map((bot) => bot.name);
    const [first, again, other] = [await names('crowd-a'), await names('crowd-a'), await names('crowd-b')];
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(other.filter((name) => first.includes(name)).length).toBeLessThan(5);
  });

  it('is not made in a sim without a world', async () => {
    const world = await startWorld({ seed: 'no-crowd' });
    const { db } = await world.sim.context();
    expect(await db.world.count()).toBe(0);
    expect(await db.users.count()).toBeLessThan(DEFAULT_POPULATION);
  });

  it('draws avatars offline, the same for the same name', () => {
    const avatar = identicon('LuckyOtter77');
    expect(avatar).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(avatar)).toContain('<svg');
    expect(identicon('LuckyOtter77')).toBe(avatar);
    expect(identicon('LuckyOtter78')).not.toBe(avatar);
  });
});
