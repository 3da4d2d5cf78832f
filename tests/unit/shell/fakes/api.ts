/**
 * Stand-in for src/app/api/api: a spy answering success. The catalogue's calls, which every casino page makes,
 * answer an empty catalogue but for the in-house games, so the home shows its Originals row; the futures
 * markets and the sports world answer none.
 */
import { vi } from 'vitest';
import { GAMES } from '@contract/index';
import { ORIGINALS_TYPE, type CatalogueGame, type GamesFilterBody } from '@contract/catalogue';

const ORIGINALS: CatalogueGame[] = GAMES.map(({ id, name }, index) => ({
  id,
  name,
  icon: '',
  image: '',
  type: ORIGINALS_TYPE,
  priority: 1000 - index,
  category: ['originals'],
  custom_category: null,
  isSearchFeatured: false,
}));

function catalogueAnswer(route: unknown, body: unknown): unknown {
  switch (route) {
    case 'POST /api/data/gamesFilter': {
      const { filter } = body as GamesFilterBody;
      const originals = filter.some((condition) => condition.expect === ORIGINALS_TYPE);
      return originals ? { games: ORIGINALS, total: ORIGINALS.length } : { games: [], total: 0 };
    }
    case 'GET /api/game-providers':
    case 'POST /api/data/providers':
    case 'POST /api/slides':
    case 'POST /api/data/providerDirectory':
    case 'POST /api/user/favourites':
    case 'POST /api/trading/tickers':
    case 'POST /api/sport/categories':
    case 'POST /api/sport/events':
    case 'POST /api/sport/search':
    case 'POST /api/promotionBanners':
    case 'POST /api/promocode/listPublic':
      return [];
    case 'POST /api/checkJurisdiction':
      return { iso: 'MT' };
    default:
      return { success: true };
  }
}

export const api = vi.fn(async (...args: unknown[]): Promise<unknown> => catalogueAnswer(args[0], args[1]));
export const apiAt = vi.fn(async (...args: unknown[]): Promise<unknown> => catalogueAnswer(args[0], args[2]));
export const getTransport = () => ({
  kind: 'sim' as const,
  // Features that follow the player's private channel (KYC verdicts) bind here once signed in.
  realtime: { listen: () => () => undefined },
  // The home's Futures row follows the trading server; this stand-in has none.
  trading: null,
});
export const setTransport = vi.fn();
