/**
 * The multiplier's slider: its stops are whole multipliers spaced logarithmically from 1x to 1000x (every
 * whole number at the low end, wider steps high up), so each arrow key press moves to another multiplier
 * and 1x-10x gets as much travel as 100x-1000x. The quick picks are stops too.
 */
import { TRADING } from '@contract/trading';

export const LEVERAGE_PICKS = [10, 50, 100, 500, 1000] as const;
export const DEFAULT_LEVERAGE = 100;

/** How finely the log scale is sampled before equal whole numbers merge. */
const SAMPLES = 150;

function buildStops(): number[] {
  const span = Math.log(TRADING.maxMultiplier / TRADING.minMultiplier);
  const sampled = Array.from({ length: SAMPLES + 1 }, (_, index) =>
    Math.round(TRADING.minMultiplier * Math.exp((index / SAMPLES) * span)),
  );
  return [...new Set([...sampled, ...LEVERAGE_PICKS])].sort((a, b) => a - b);
}

export const LEVERAGE_STOPS: readonly number[] = buildStops();

/** The slider position of a multiplier: its stop, or the nearest stop below a typed value between two. */
export function stopIndexOf(multiplier: number): number {
  let index = 0;
  while (index + 1 < LEVERAGE_STOPS.length && LEVERAGE_STOPS[index + 1]! <= multiplier) index += 1;
  return index;
}

/** The multiplier at a slider position. */
export const leverageAtStop = (index: number) =>
  LEVERAGE_STOPS[Math.min(Math.max(Math.round(index), 0), LEVERAGE_STOPS.length - 1)]!;
