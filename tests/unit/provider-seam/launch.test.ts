/**
 * POST /api/game/launch: a provider session for a catalogue game, and its refusals (unknown, in-house and
 * disabled games, an unknown currency, real money for a guest, a country the game's provider does not serve).
 */
import { describe, expect, it } from 'vitest';
import { CODES, GAME_LAUNCH_MESSAGES } from '@contract/index';
import { restrictedCountries } from '@contract/territory';
import { allProviders } from '../../../src/sim/domains/catalogue/store';
import type { CatalogueRecord } from '../../../src/sim/domains/catalogue/records';
import { aSlot, gameWhere, launch, player } from './helpers';

describe('game launch', () => {
  it("opens a session and answers the provider frame's URL with the game", async () => {
    const p = await player();
    const slot = await aSlot();
    const reply = await launch(p.world, p.token, { id: slot.id, demo: false, currency: 'usdt' });
    expect(reply.status).toBe(200);
    expect(reply.body.url).toBe(`/game-provider.html?session=${reply.body.session}`);
    expect(reply.body.game).toEqual({
      id: slot.id,
      name: slot.name,
      provider: slot.type,
      kind: 'slot',
      currency: 'usdt',
      demo: false,
      bonusAccepted: true,
    });
    const ctx = await p.world.sim.context();
    expect(await ctx.db.providerSessions.get(reply.body.session)).toMatchObject({
      userId: p.userId,
      gameId: slot.id,
      currency: 'usdt',
      demo: false,
    });
  });

  it('lets a guest play demo money only, from the demo wallet', async () => {
    const p = await player();
    const slot = await aSlot();
    const real = await launch(p.world, null, { id: slot.id, demo: false, currency: 'usdt' });
    expect(real.status).toBe(401);
    expect(real.body).toMatchObject({
      code: CODES.unauthenticated,
      message: GAME_LAUNCH_MESSAGES.guestRealMoney,
    });
    const demo = await launch(p.world, null, { id: slot.id, demo: true, currency: 'usdt' });
    expect(demo.status).toBe(200);
    const ctx = await p.world.sim.context();
    expect(await ctx.db.providerSessions.get(demo.body.session)).toMatchObject({
      userId: 'guest',
      demo: true,
    });
    expect((await ctx.ledger.balance('guest', 'usdt', 'demo'))?.amount).toBe(100_000);
  });

  it('refuses unknown, in-house and disabled games and unknown currencies', async () => {
    const p = await player();
    const disabled = await gameWhere((game) => game.disabled === true);
    const slot = await aSlot();
    const cases = [
      [{ id: 'no-such-game', demo: true, currency: 'usdt' }, 404, CODES.notFound],
      [{ id: 'keno', demo: true, currency: 'usdt' }, 403, CODES.gameUnavailable],
      [{ id: disabled.id, demo: true, currency: 'usdt' }, 403, CODES.gameUnavailable],
      [{ id: slot.id, demo: true, currency: 'zzz' }, 422, CODES.validation],
      [{ id: slot.id, demo: 'yes', currency: 'usdt' }, 422, CODES.validation],
    ] as const;
    for (const [body, status, code] of cases) {
      const reply = await launch(p.world, p.token, body);
      expect({ body, status: reply.status, code: (reply.body as unknown as { code: number }).code }).toEqual({
        body,
        status,
        code,
      });
    }
    const ctx = await p.world.sim.context();
    expect(await ctx.db.providerSessions.count()).toBe(0);
  });

  it("refuses a player whose country the game's provider does not serve (403, slotUnavailable)", async () => {
    const p = await player();
    const providers = new Map((await allProviders()).map((provider) => [provider.name, provider]));
    const blockedBy = (game: CatalogueRecord) => restrictedCountries(providers.get(game.type)!.restrictions);
    const playable = (game: CatalogueRecord) => game.kind === 'slot' && !game.disabled;
    const slot = await gameWhere((game) => playable(game) && blockedBy(game).length > 0);
    const open = await gameWhere((game) => playable(game) && blockedBy(game).length === 0);
    const strict = providers.get(slot.type)!;
    const country = restrictedCountries(strict.restrictions)[0]!;
    await p.world.sim.control.setJurisdiction(country!);
    const refused = await launch(p.world, p.token, { id: slot.id, demo: false, currency: 'usdt' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: CODES.slotUnavailable });
    // Another provider that serves the country still launches; back home, the first does too.
    expect((await launch(p.world, p.token, { id: open.id, demo: false, currency: 'usdt' })).status).toBe(200);
    await p.world.sim.control.setJurisdiction(null);
    expect((await launch(p.world, p.token, { id: slot.id, demo: false, currency: 'usdt' })).status).toBe(200);
  });
});
