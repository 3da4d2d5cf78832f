/** The Discord bonus, the public codes, the promotion banners and the modal banner. */
import { describe, expect, it } from 'vitest';
import { type PromotionBanner, type PublicPromoCode } from '@contract/index';
import { BANNER_MODAL_PLUGIN, DISCORD_ERRORS, PROMOTION_TEXTS } from '@contract/promotions';
import type { Account } from '../world';
import { DAY_MS, activate, demoPlayer, newPlayer, post, promoWorld, refusal, snapshot } from './helpers';

describe('the Discord bonus', () => {
  it('needs the server joined (1), gives one ticket once (2)', async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    expect((await post(world, '/api/promocode/discord/state', sam)).body).toEqual({
      joined: false,
      claimed: false,
    });
    const before = await snapshot(world);
    expect(refusal(await post(world, '/api/promocode/discord', sam))).toEqual({
      status: 400,
      code: 1,
      message: DISCORD_ERRORS[1],
    });
    expect(await snapshot(world)).toEqual(before);

    expect((await post(world, '/api/promocode/discord/join', sam)).body).toEqual({
      joined: true,
      claimed: false,
    });
    expect((await post(world, '/api/promocode/discord', sam)).body).toEqual({
      model: { tickets: 2 },
      promocodes: [{ _id: 'DISCORD', code: 'DISCORD' }],
    });
    const claimed = await snapshot(world);
    expect(refusal(await post(world, '/api/promocode/discord', sam))).toEqual({
      status: 400,
      code: 2,
      message: DISCORD_ERRORS[2],
    });
    expect(await snapshot(world)).toEqual(claimed);
    expect((await post(world, '/api/promocode/discord/state', sam)).body).toEqual({
      joined: true,
      claimed: true,
    });
    expect((await post(world, '/api/promocode/discord', null)).status).toBe(401);
  });
});

describe('the public codes', () => {
  it('lists the listed public codes still valid, with the uses left', async () => {
    const world = await promoWorld();
    const list = async () =>
      (await post<PublicPromoCode[]>(world, '/api/promocode/listPublic', null)).body.map(
        ({ code, usesLeft }) => [code, usesLeft],
      );
    const listed = await list();
    expect(listed).toContainEqual(['BIG20', 3]);
    expect(listed.map(([code]) => code)).toEqual(['SPIN3', 'BIG20', 'DOUBLE', 'FREE5', 'RAKEUP', 'WELCOME']);
    await activate(world, await newPlayer(world), 'BIG20');
    expect(await list()).toContainEqual(['BIG20', 2]);
    // SPIN3 ends 30 days after the world's first use of codes.
    await world.sim.control.advance(31 * DAY_MS);
    expect((await list()).map(([code]) => code)).not.toContain('SPIN3');
  });
});

describe('the banners', () => {
  it('answers the casino or the sportsbook banners, Poker ones to guests too', async () => {
    const world = await promoWorld();
    const banners = async (body?: unknown) =>
      (await post<PromotionBanner[]>(world, '/api/promotionBanners', null, body)).body;
    const casino = await banners({});
    expect(casino.length).toBeGreaterThan(0);
    expect(casino.every((banner) => !banner.sport)).toBe(true);
    expect(casino.some((banner) => banner.type === 'Poker')).toBe(true);
    expect(await banners({ sport: false })).toEqual(casino);
    const sport = await banners({ sport: true });
    expect(sport.length).toBeGreaterThan(0);
    expect(sport.every((banner) => banner.sport)).toBe(true);
    expect(casino.every((banner) => banner.image.startsWith('/art/promotions/'))).toBe(true);
    expect((await post(world, '/api/promotionBanners', null, { sport: 'yes' })).status).toBe(422);
  });

  it("activates a banner's code: a Deposit banner opens deposit, a refusal reads the failure text", async () => {
    const world = await promoWorld();
    const sam = await newPlayer(world);
    const activateBanner = (code: string, account: Account | null = sam) =>
      post(world, '/api/promocode/promotion-banner-activate', account, { code });
    expect((await activateBanner('DOUBLE')).body).toMatchObject({
      reward: { kind: 'depositBonus' },
      deposit: { currency: 'btc' },
    });
    expect((await activateBanner('SPIN3')).body).toMatchObject({
      reward: { kind: 'tickets' },
      deposit: null,
    });
    const before = await snapshot(world);
    expect(refusal(await activateBanner('SPIN3'))).toEqual({
      status: 400,
      code: 4,
      message: PROMOTION_TEXTS.failed,
    });
    expect(refusal(await activateBanner('VIPGOLD'))).toEqual({
      status: 400,
      code: 1,
      message: PROMOTION_TEXTS.failed,
    });
    expect(await snapshot(world)).toEqual(before);
    expect((await activateBanner('SPIN3', null)).status).toBe(401);
    expect((await activateBanner('FREE5', await demoPlayer(world))).status).toBe(200);
  });

  it('answers the modal banner to everyone, enabled while the licence has its plugin', async () => {
    const world = await promoWorld();
    const off = await post(world, '/api/banner', null);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, image: '/art/promotions/weekly-race.svg' });
    await world.sim.control.setLicencePlugin(BANNER_MODAL_PLUGIN, {});
    expect((await post(world, '/api/banner', null)).body).toMatchObject({ enabled: true });
    await world.sim.control.setLicencePlugin(BANNER_MODAL_PLUGIN, null);
    expect((await post(world, '/api/banner', null)).body).toMatchObject({ enabled: false });
  });
});
