/** The catalogue's handlers (community.md §7): games by filter, providers, slides, favourites, jurisdiction. */
import { HOME_ROW_PROVIDERS, type GameProvider, type ProviderEntry } from '@contract/catalogue';
import { favouriteSetBodySchema, gamesFilterBodySchema } from '@contract/catalogue-schemas';
import { CHAT_MESSAGES, CODES, HTTP } from '@contract/index';
import slides from '@fixtures/catalogue/slides.json';
import { authed, type HandlerInput, type RouteHandlers } from '../../router';
import { HttpError } from '../../services/http-error';
import { parseBody } from '../../services/validation';
import { filterGames } from './filter';
import type { StaticCatalogueRead } from './index';
import { jurisdictionOf } from './jurisdiction';
import type { ProviderRecord } from './records';
import { catalogue, findGame, wireGame } from './store';

const wireProvider = ({ name, image, priority, is_featured }: ProviderRecord): GameProvider => ({
  name,
  image,
  priority,
  is_featured,
});

const directoryEntry = (provider: ProviderRecord): ProviderEntry => ({
  ...wireProvider(provider),
  restrictions: provider.restrictions,
  games: provider.games,
});

const favouriteKey = (userId: string, gameId: string) => `${userId}:${gameId}`;

/**
 * The catalogue's reads of fixtures alone: no player, no world state. Before the world has booted they are
 * answered at once (src/sim/index.ts), so the home page's rows need not wait for the crowd to be seeded.
 */
export const STATIC_CATALOGUE_ANSWERS = {
  'POST /api/data/gamesFilter': async (body: unknown) => {
    const { filter, offset = 0, limit } = parseBody(gamesFilterBodySchema, body);
    const matches = filterGames(await catalogue(), filter);
    const page = matches.slice(offset, limit === undefined ? undefined : offset + limit);
    return { games: page.map(wireGame), total: matches.length };
  },
  'GET /api/game-providers': async () =>
    (await catalogue()).providers.slice(0, HOME_ROW_PROVIDERS).map(wireProvider),
  'POST /api/data/providers': async () =>
    (await catalogue()).providers
      .filter((provider) => provider.games > 0)
      .map((provider) => provider.name)
      .sort((a, b) => a.localeCompare(b)),
  'POST /api/data/providerDirectory': async () => (await catalogue()).providers.map(directoryEntry),
  'POST /api/slides': async () => slides,
} satisfies Record<StaticCatalogueRead, (body: unknown) => Promise<unknown>>;

export const catalogueHandlers: RouteHandlers = {
  ...(Object.fromEntries(
    Object.entries(STATIC_CATALOGUE_ANSWERS).map(([key, answer]) => [
      key,
      ({ body }: HandlerInput) => answer(body),
    ]),
  ) as RouteHandlers),
  'POST /api/checkJurisdiction': async ({ ctx }) => ({ iso: await jurisdictionOf(ctx) }),
  'POST /api/user/favourites': async (input) => {
    const { ctx, user } = authed(input);
    const rows = await ctx.db.favourites
      .where('[userId+at]')
      .between([user._id, -Infinity], [user._id, Infinity])
      .reverse()
      .toArray();
    const { byId } = await catalogue();
    return rows.flatMap((row) => {
      const game = byId.get(row.gameId);
      return game ? [wireGame(game)] : [];
    });
  },
  'POST /api/user/favourites/set': async (input) => {
    const { ctx, user, body } = authed(input);
    const { id, favourite } = parseBody(favouriteSetBodySchema, body);
    if (!(await findGame(id))) throw new HttpError(HTTP.notFound, CODES.notFound, CHAT_MESSAGES.unknownGame);
    const key = favouriteKey(user._id, id);
    if (favourite) await ctx.db.favourites.put({ key, userId: user._id, gameId: id, at: ctx.clock.now() });
    else await ctx.db.favourites.delete(key);
    return { id, favourite };
  },
};
