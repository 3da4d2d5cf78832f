/**
 * Where a market stands at each whole minute: the wallet's price board for a market that follows a wallet
 * currency, a walk of its own (the board's kind, its own key and start) for the others.
 *
 * The board's walk (services/prices.ts walkAt) costs 27 draws a minute; a scan of a week reads 10,080
 * minutes of each market, so here the same bridge is descended once for a whole run of minutes (walkRange),
 * each node drawn once: about two draws a minute. walkRange gives walkAt's numbers exactly (the same nodes,
 * the same arithmetic), and a wallet market applies the board's own formula to them, so its minute prices are
 * the board's (tests/unit/markets check both against the board itself).
 */
import { CURRENCIES } from '../../context';
import {
  COIN_BAND,
  DEFAULT_VOLATILITY,
  LEVELS,
  MINUTES_PER_YEAR,
  VOLATILITY,
  normal,
  reflect,
  sixDigits,
  walkAt,
} from '../../services/prices';
import { createStream } from '../../services/rng';
import { INDEX_BAND, type MarketSpec } from './spec';

const SPAN = 2 ** LEVELS;

/** walkAt(key, first + i × stride) for i below count, in one descent of the bridge. */
export function walkRange(key: number, first: number, count: number, stride = 1): Float64Array {
  const out = new Float64Array(count);
  const last = first + (count - 1) * stride;
  function descend(start: number, length: number, level: number, low: number, high: number): void {
    // Only nodes that hold a wanted minute are drawn.
    const index = Math.max(0, Math.ceil((start - first) / stride));
    const minute = first + index * stride;
    if (minute > last || minute >= start + length) return;
    if (length === 1) {
      out[index] = low;
      return;
    }
    const span = length / 2;
    const middle = (low + high) / 2 + Math.sqrt(span / 2) * normal(key, level, start);
    descend(start, span, level - 1, low, middle);
    descend(start + span, span, level - 1, middle, high);
  }
  if (count > 0) descend(0, SPAN, LEVELS - 1, 0, Math.sqrt(SPAN) * normal(key, LEVELS, 0));
  return out;
}

export interface Anchoring {
  /** Prices at the whole minutes first + i × stride, i below count. */
  range(first: number, count: number, stride: number): Float64Array;
}

/**
 * The anchoring of a market in a world of `seed` whose prices started at `originMinute`. A wallet market
 * reads the board's walk: its key is drawn as createSim draws the board's (`prices:<currency>`).
 */
export function anchoringOf(spec: MarketSpec, seed: string, originMinute: number): Anchoring {
  const currency = spec.currency && CURRENCIES.find((entry) => entry.id === spec.currency);
  if (currency) {
    const key = createStream(seed, `prices:${currency.id}`).int(2 ** 32);
    const start = (currency as { price?: number }).price!;
    const step = (VOLATILITY[currency.id] ?? DEFAULT_VOLATILITY) / Math.sqrt(MINUTES_PER_YEAR);
    const from = walkAt(key, originMinute);
    return {
      range(first, count, stride) {
        const walk = walkRange(key, first, count, stride);
        // The board's own expression (createPriceBoard: factor, then priced), term for term.
        for (let index = 0; index < count; index += 1)
          walk[index] = sixDigits(start * Math.exp(reflect(step * (walk[index]! - from), COIN_BAND)));
        return walk;
      },
    };
  }
  const key = createStream(seed, `markets:walk:${spec.ticker}`).int(2 ** 32);
  const start = spec.price!;
  const step = spec.volatility / Math.sqrt(MINUTES_PER_YEAR);
  const band = spec.kind === 'index' ? INDEX_BAND : COIN_BAND;
  const from = walkAt(key, originMinute);
  return {
    range(first, count, stride) {
      const walk = walkRange(key, first, count, stride);
      for (let index = 0; index < count; index += 1)
        walk[index] = start * Math.exp(reflect(step * (walk[index]! - from), band));
      return walk;
    },
  };
}
