/**
 * GameData {api_id, currency?}: the game's paytable and theoretical RTP as published in
 * fixtures/games/<id>.json, and the wager bounds (platform.md §8 minimum; the licence's max bet in EUR,
 * converted at the currency's EUR price now). Without a currency the minimum is that of 8-decimal currencies and
 * there is no max (the max bet depends on the currency).
 *
 * The fixtures are found with Vite's import.meta.glob (the worker build and vitest), so that a game whose
 * fixture is not written yet still answers, with its module's theoretical RTP and no paytable. Where the sim
 * runs without Vite (tsx scripts and benchmarks) the glob does not exist and every game answers that way.
 */
import { fromMinor, gameInfo, isFairGame, type GameId, type WhisperMap } from '@contract/index';
import type { PriceBoard } from '../../context';
import type { GameModule } from '../../games/engine';
import { GAME_MODULES } from '../../games/registry';
import { playError } from './errors';
import { inHouseSettings, maxBetMinor, minimumMinor } from './settings';
import { isRecord } from './validation';

export type FixtureLoaders = Record<string, () => Promise<unknown>>;

function fixtureLoaders(): FixtureLoaders {
  try {
    return import.meta.glob('/fixtures/games/*.json', { import: 'default' });
  } catch {
    return {};
  }
}

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

const loaders = fixtureLoaders();

export const gameData = (prices: PriceBoard, raw: unknown) => gameDataFrom(loaders, prices, raw);
