/** The catalogue's calls over the sim (community.md §7) against the generated fixtures. */
import { describe, expect, it } from 'vitest';
import {
  HOME_ROW_PROVIDERS,
  ORIGINALS_TYPE,
  type CatalogueGame,
  type GameProvider,
  type GamesFilterAnswer,
  type ProviderEntry,
  type Slide,
} from '@contract/catalogue';
import { GAMES, HTTP, type ApiErrorBody } from '@contract/index';
import { register, startWorld, type World } from '../sim/world';

const gamesFilter = (world: World, body: unknown) =>
  world.call<GamesFilterAnswer & ApiErrorBody>('POST', '/api/data/gamesFilter', body);

const sortedByPriority = (games: CatalogueGame[]) =>
  games.every((game, index) => index === 0 || games[index - 1]!.priority >= game.priority);

describe('the catalogue', () => {
  it('holds about 80 providers and 3,000 games, the originals under their type', async () => {
    const world = await startWorld();
    const all = await gamesFilter(world, { filter: [] });
    expect(all.status).toBe(HTTP.ok);
    expect(all.body.total).toBeGreaterThan(2_500);
    expect(all.body.games).toHaveLength(all.body.total);
    expect(sortedByPriority(all.body.games)).toBe(true);
    const originals = await gamesFilter(world, { filter: [{ key: 'type', expect: ORIGINALS_TYPE }] });
    expect(originals.body.games.map((game) => game.id).sort()).toEqual(GAMES.map((game) => game.id).sort());
    const providers = await world.call<ProviderEntry[]>('POST', '/api/data/providerDirectory');
    expect(providers.body.length).toBeGreaterThanOrEqual(70);
    const counted = providers.body.reduce((sum, provider) => sum + provider.games, 0);
    expect(counted + GAMES.length).toBe(all.body.total);
  });

  it('fills every home row and category with games of the right kind', async () => {
    const world = await startWorld();
    for (const filter of [
      { key: 'category', expect: 'slots', type: 'includes:array' },
      { key: 'category', expect: 'live', type: 'includes:array' },
      { key: 'category', expect: 'instant', type: 'includes:array' },
      { key: 'category', expect: 'Vivogaming', type: 'includes:array' },
      { key: 'category', expect: 'tv-shows', type: 'includes:array' },
      { key: 'category', expect: 'new-releases', type: 'includes:array' },
      { key: 'category', expect: 'latest-releases', type: 'includes:array' },
      { key: 'custom_category', expect: 'buy-bonuses' },
    ]) {
      const reply = await gamesFilter(world, { filter: [filter], limit: 10 });
      expect(reply.body.games, JSON.stringify(filter)).toHaveLength(10);
      expect(reply.body.total).toBeGreaterThanOrEqual(10);
    }
  });

  it('pages with offset and limit over the same order', async () => {
    const world = await startWorld();
    const filter = [{ key: 'category', expect: 'slots', type: 'includes:array' }];
    const whole = await gamesFilter(world, { filter, limit: 72 });
    const second = await gamesFilter(world, { filter, offset: 36, limit: 36 });
    expect(second.body.games).toEqual(whole.body.games.slice(36));
    expect(second.body.total).toBe(whole.body.total);
  });

  it('searches names ignoring case, and offers featured games for an empty search', async () => {
    const world = await startWorld();
    const reply = await gamesFilter(world, { filter: [{ key: 'name', expect: 'GOLD', type: 'search' }] });
    expect(reply.body.total).toBeGreaterThan(0);
    for (const game of reply.body.games) expect(game.name.toLowerCase()).toContain('gold');
    const featured = await gamesFilter(world, { filter: [{ key: 'isSearchFeatured', expect: true }] });
    expect(featured.body.total).toBeGreaterThanOrEqual(6);
  });

  it('refuses a malformed filter with 422 and the field', async () => {
    const world = await startWorld();
    for (const body of [
      { filter: [{ key: 'password', expect: 'x' }] },
      { filter: [{ key: 'name', expect: 'x', type: 'regex' }] },
      { filter: 'slots' },
      { filter: [], limit: 0 },
      { filter: [], offset: -1 },
    ]) {
      const reply = await gamesFilter(world, body);
      expect(reply.status, JSON.stringify(body)).toBe(HTTP.unprocessable);
    }
  });

  it('lists the first 20 providers by priority, every name, and the hero slides', async () => {
    const world = await startWorld();
    const top = await world.call<GameProvider[]>('GET', '/api/game-providers');
    expect(top.body).toHaveLength(HOME_ROW_PROVIDERS);
    expect(top.body.every((p, i) => i === 0 || top.body[i - 1]!.priority >= p.priority)).toBe(true);
    const names = await world.call<string[]>('POST', '/api/data/providers');
    expect(names.body).toEqual([...names.body].sort((a, b) => a.localeCompare(b)));
    expect(names.body).toContain(top.body[0]!.name);
    const slides = await world.call<Slide[]>('POST', '/api/slides');
    expect(slides.body.some((slide) => slide.category === 'sport')).toBe(true);
    expect(slides.body.some((slide) => slide.category !== 'sport')).toBe(true);
  });
});

describe('jurisdiction', () => {
  it('answers Malta until QA stands the world elsewhere, and refuses a code that is no country', async () => {
    const world = await startWorld();
    const check = async () => (await world.call<{ iso: string }>('POST', '/api/checkJurisdiction')).body.iso;
    expect(await check()).toBe('MT');
    await world.sim.control.setJurisdiction('us');
    expect(await check()).toBe('US');
    await expect(world.sim.control.setJurisdiction('XX')).rejects.toThrow(RangeError);
    expect(await check()).toBe('US');
    await world.sim.control.setJurisdiction(null);
    expect(await check()).toBe('MT');
  });
});

describe('favourites', () => {
  it('stars and un-stars games for a signed-in player only, newest first', async () => {
    const world = await startWorld();
    const player = await register(world);
    const set = (id: string, favourite: boolean, token: string | null = player.token) =>
      world.call<ApiErrorBody>('POST', '/api/user/favourites/set', { id, favourite }, token);
    const list = async () =>
      (await world.call<CatalogueGame[]>('POST', '/api/user/favourites', undefined, player.token)).body.map(
        (game) => game.id,
      );
    expect((await set('keno', true, null)).status).toBe(HTTP.unauthorized);
    expect((await set('no-such-game', true)).status).toBe(HTTP.notFound);
    await set('keno', true);
    world.clock.advance(1000);
    await set('mines', true);
    expect(await list()).toEqual(['mines', 'keno']);
    await set('keno', false);
    expect(await list()).toEqual(['mines']);
  });
});
