/**
 * The race's prizes in integer minor units (community.md §9). Each place gets its percentage of the pool rounded
 * down; the units left over go one each to the places whose share lost the most in rounding (ties to the better
 * place), so the 20 prizes add up to exactly the pool.
 */
import { RACE_PRIZE_PERCENTS } from '@contract/index';

/** The percentages in basis points (1/100 of a percent), so the maths stays in integers. */
export const PRIZE_BASIS_POINTS = RACE_PRIZE_PERCENTS.map((percent) => Math.round(percent * 100));
const WHOLE = 10_000;

/** The prize of each place, 1 to 20, for a pool of `pool` minor units. */
export function prizeSplit(pool: number): number[] {
  if (!Number.isSafeInteger(pool) || pool < 0) throw new RangeError(`Not a pool: ${pool}`);
  const exact = PRIZE_BASIS_POINTS.map((points) => {
    // Split before multiplying: pool * points could pass the safe-integer range for a very large pool.
    const whole = Math.floor(pool / WHOLE) * points;
    const rest = (pool % WHOLE) * points;
    return { floor: whole + Math.floor(rest / WHOLE), lost: rest % WHOLE };
  });
  const prizes = exact.map(({ floor }) => floor);
  let left = pool - prizes.reduce((sum, prize) => sum + prize, 0);
  const byLoss = exact
    .map(({ lost }, place) => ({ lost, place }))
    .sort((a, b) => b.lost - a.lost || a.place - b.place);
  for (const { place } of byLoss) {
    if (left === 0) break;
    prizes[place]! += 1;
    left -= 1;
  }
  return prizes;
}
