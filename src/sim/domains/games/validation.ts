/**
 * Input of the games domain. Play is checked in the order of the spec's play codes (platform.md §8):
 * -99 in-house games disabled, -3 unknown game, -5 game disabled, -4 a demo flag that is not a boolean (the
 * rest of the order needs to know whether the bet is demo), -7 demo bets disabled, -2 real money
 * without a session, -4 invalid wager or data, -1 below the minimum, -10 no EUR price to apply the max bet,
 * -9 above the max bet; the checks that need the database (-6 an open extended game, the balance) follow in
 * play.ts. The HTTP routes' bodies are parsed with the contract's schemas (contract/bet-schemas.ts).
 */
import { gameInfo, isFairGame, toMinor, type GameId, type GameInfo, type PlayData } from '@contract/index';
import type { PriceBoard, PricedCurrency } from '../../context';
import type { GameModule } from '../../games/engine';
import { GAME_MODULES } from '../../games/registry';
import type { BalanceKind } from '../../services/db';
import { engineCall, playError } from './errors';
import { GUEST_USER_ID, inHouseSettings, maxBetMinor, minimumMinor } from './settings';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Play that passed every check that needs no database. */
export interface PlayPlan {
  game: GameId;
  info: GameInfo;
  module: GameModule<GameId>;
  /** The owner of the bet: the user, or 'guest'. */
  ownerId: string;
  guest: boolean;
  /** The currency at its price now: the max bet in EUR is converted at it. */
  currency: PricedCurrency;
  demo: boolean;
  kind: BalanceKind;
  quick: boolean;
  /** Minor units. */
  wager: number;
  /** The engine's normalised data (chip amounts in minor units). */
  data: PlayData[GameId];
}

/** A wire amount in minor units; null when it is not a non-negative amount at the currency's precision. */
function amountMinor(value: unknown, decimals: number): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const minor = toMinor(value, decimals);
  return minor === null || minor < 0 ? null : minor;
}

export function planPlay(prices: PriceBoard, userId: string | null, raw: unknown): PlayPlan {
  const settings = inHouseSettings();
  if (!settings.enabled) throw playError('-99');
  const body = isRecord(raw) ? raw : {};

  const apiId = body.api_id;
  const info = typeof apiId === 'string' && isFairGame(apiId) ? gameInfo(apiId) : undefined;
  const module = info ? (GAME_MODULES[info.id] as GameModule<GameId> | undefined) : undefined;
  if (!info || !module) throw playError('-3');
  if (settings.disabledGames.includes(info.id)) throw playError('-5');

  // Real money or demo is the flag alone: a string 'true' or a 1 is no answer to that question.
  if (typeof body.demo !== 'boolean') throw playError('-4');
  const guest = userId === null;
  const demo = guest || body.demo;
  if (demo && !settings.demoBets) throw playError('-7');
  if (guest && body.demo !== true) throw playError('-2');

  const currency = prices.currency(body.currency);
  if (!currency) throw playError('-4');
  const wager = amountMinor(body.bet, currency.decimals);
  if (wager === null) throw playError('-4');
  const { engine } = module;
  let data = engineCall(() => engine.parseData(body.data));
  if (engine.minorData) {
    const toMinorOrRefuse = (amount: number) => {
      const minor = typeof amount === 'number' ? toMinor(amount, currency.decimals) : null;
      if (minor === null) throw playError('-4');
      return minor;
    };
    data = engineCall(() => engine.minorData!(data, toMinorOrRefuse));
  }

  if (wager < minimumMinor(currency)) throw playError('-1');
  if (settings.maxBetEur !== null) {
    const max = maxBetMinor(currency, settings.maxBetEur);
    if (max === null) throw playError('-10');
    if (wager > max) throw playError('-9');
  }

  return {
    game: info.id,
    info,
    module,
    ownerId: userId ?? GUEST_USER_ID,
    guest,
    currency,
    demo,
    kind: demo ? 'demo' : 'real',
    quick: body.quick === true,
    wager,
    data,
  };
}

/** Turn {id, data} and Finish {id}: the bet id, or null when there is none (whisper code 1). */
export function betIdOf(raw: unknown): string | null {
  const id = isRecord(raw) ? raw.id : undefined;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}
