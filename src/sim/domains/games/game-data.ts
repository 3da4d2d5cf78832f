/**
 * GameData {api_id, currency?}: the game's paytable and theoretical RTP as published in
 * fixtures/games/<id>.json, and the wager bounds (platform.md §8 minimum; the licence's max bet in EUR,
 * converted at the currency's EUR price now). Without a currency the minimum is that of 8-decimal currencies and
 * there is no max (the max bet depends on the currency).
 *
 * The fixtures are listed by explicit dynamic imports, not Vite's import.meta.glob: the sim also runs without
 * Vite (the Node host under tsx, scripts, benchmarks), where a glob does not exist and every game would lose
 * its paytable. Each import stays its own chunk in the worker build. A game with no entry here (its fixture
 * not written yet) still answers, with its module's theoretical RTP and no paytable.
 */
import { fromMinor, gameInfo, isFairGame, type GameId, type WhisperMap } from '@contract/index';
import type { PriceBoard } from '../../context';
import type { GameModule } from '../../games/engine';
import { GAME_MODULES } from '../../games/registry';
import { playError } from './errors';
import { inHouseSettings, maxBetMinor, minimumMinor } from './settings';
import { isRecord } from './validation';

export type FixtureLoaders = Record<string, () => Promise<unknown>>;

/** fixtures/games/<id>.json by path, as a glob would key them; tests pass their own. */
const FIXTURE_LOADERS: FixtureLoaders = {
  '/fixtures/games/baccarat.json': async () => (await import('@fixtures/games/baccarat.json')).default,
  '/fixtures/games/blackjack.json': async () => (await import('@fixtures/games/blackjack.json')).default,
  '/fixtures/games/hilo.json': async () => (await import('@fixtures/games/hilo.json')).default,
  '/fixtures/games/keno.json': async () => (await import('@fixtures/games/keno.json')).default,
  '/fixtures/games/limbo.json': async () => (await import('@fixtures/games/limbo.json')).default,
  '/fixtures/games/mines.json': async () => (await import('@fixtures/games/mines.json')).default,
  '/fixtures/games/roulette.json': async () => (await import('@fixtures/games/roulette.json')).default,
  '/fixtures/games/stairs.json': async () => (await import('@fixtures/games/stairs.json')).default,
};

async function fixtureOf(loaders: FixtureLoaders, game: GameId): Promise<Record<string, unknown> | null> {
  const entry = Object.entries(loaders).find(([path]) => path.endsWith(`/${game}.json`));
  if (!entry) return null;
  const fixture = await entry[1]();
  return isRecord(fixture) ? fixture : null;
}

/** What the help's paytable page draws: the fixture's `paytable`, else the fixture without its texts. */
function paytableOf(fixture: Record<string, unknown> | null): unknown {
  if (!fixture) return null;
  if ('paytable' in fixture) return fixture.paytable;
  return Object.fromEntries(
    Object.entries(fixture).filter(([key]) => !['id', 'name', 'help'].includes(key) && !/Note$/.test(key)),
  );
}

/** GameData over the given fixture loaders (paths ending in `/<game>.json`); tests pass their own. */
export async function gameDataFrom(
  loaders: FixtureLoaders,
  prices: PriceBoard,
  raw: unknown,
): Promise<WhisperMap['GameData']['answer']> {
  const body = isRecord(raw) ? raw : {};
  const apiId = body.api_id;
  const info = typeof apiId === 'string' && isFairGame(apiId) ? gameInfo(apiId) : undefined;
  const module = info ? (GAME_MODULES[info.id] as GameModule<GameId> | undefined) : undefined;
  if (!info || !module) throw playError('-3');
  const fixture = await fixtureOf(loaders, info.id);
  const rtp =
    typeof fixture?.theoreticalRtp === 'number' ? fixture.theoreticalRtp : module.policy.theoreticalRtp({});

  const currency = prices.currency(body.currency) ?? null;
  const decimals = currency?.decimals ?? 8;
  const minBet = currency ? fromMinor(minimumMinor(currency), decimals) : 1e-8;
  const { maxBetEur } = inHouseSettings();
  const maxMinor = currency && maxBetEur !== null ? maxBetMinor(currency, maxBetEur) : null;
  return {
    paytable: paytableOf(fixture),
    rtp,
    minBet,
    maxBet: maxMinor === null ? null : fromMinor(maxMinor, decimals),
  };
}

export const gameData = (prices: PriceBoard, raw: unknown) => gameDataFrom(FIXTURE_LOADERS, prices, raw);
