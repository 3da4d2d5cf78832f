// @vitest-environment jsdom
/** Recent games in the global state: newest first, once each, capped, with what their tiles show. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGINALS_TYPE } from '@contract/catalogue';
import { RECENT_GAMES_LIMIT, rememberRecentGame } from '../../../src/app/features/catalogue/recent-games';
import { fetchGames } from '../../../src/app/features/catalogue/api';
import { useAppStore } from '../../../src/app/stores/app-store';

vi.mock('../../../src/app/api/api', () => ({
  api: vi.fn(async () => ({
    games: [
      {
        id: 'emberline-golden-pharaoh',
        name: 'Golden Pharaoh',
        icon: '/art/games/emberline-golden-pharaoh.svg',
        image: '/art/games/emberline-golden-pharaoh.svg',
        type: 'Emberline Studios',
        priority: 5,
        category: ['slots'],
        custom_category: null,
        isSearchFeatured: false,
      },
    ],
    total: 1,
  })),
}));

const ids = () => useAppStore.getState().recentGames.map((game) => game.id);

beforeEach(() => useAppStore.setState({ recentGames: [] }));

describe('rememberRecentGame', () => {
  it('puts the game first and keeps each game once', () => {
    rememberRecentGame('keno');
    rememberRecentGame('limbo');
    rememberRecentGame('keno');
    expect(ids()).toEqual(['keno', 'limbo']);
  });

  it(`keeps the ${RECENT_GAMES_LIMIT} latest`, () => {
    for (let index = 0; index < RECENT_GAMES_LIMIT + 3; index += 1) rememberRecentGame(`game-${index}`);
    expect(ids()).toHaveLength(RECENT_GAMES_LIMIT);
    expect(ids()[0]).toBe(`game-${RECENT_GAMES_LIMIT + 2}`);
  });

  it('describes an in-house game by its own name and type', () => {
    rememberRecentGame('limbo');
    expect(useAppStore.getState().recentGames[0]).toMatchObject({ name: 'Limbo', type: ORIGINALS_TYPE });
  });

  it('describes a catalogue game from a list shown earlier', async () => {
    await fetchGames({
      filter: [{ key: 'category', expect: 'slots', type: 'includes:array' }],
      offset: 0,
      limit: 10,
    });
    rememberRecentGame('emberline-golden-pharaoh');
    expect(useAppStore.getState().recentGames[0]).toEqual({
      id: 'emberline-golden-pharaoh',
      name: 'Golden Pharaoh',
      image: '/art/games/emberline-golden-pharaoh.svg',
      type: 'Emberline Studios',
    });
  });

  it('is kept with the persisted global state', () => {
    rememberRecentGame('mines');
    const stored = JSON.parse(localStorage.getItem(useAppStore.persist.getOptions().name!)!);
    expect(stored.state.recentGames[0].id).toBe('mines');
  });
});
