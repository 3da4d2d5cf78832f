/**
 * The crowd's randomness: seeded streams of its own (services/rng.ts), one per concern, so that a change of
 * one activity's rate never shifts another's choices, and no stream of the rest of the sim shifts either.
 * The population is drawn from the seed alone (it is made once); behaviour streams are keyed by the boot as
 * well, so that a reload never replays what the crowd did before it.
 */
import { createStream, type RandomStream } from '../../services/rng';

export interface WorldRandom {
  next(): number;
  int(maxExclusive: number): number;
  hex(length: number): string;
  token(length: number): string;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** An integer in [min, max]. */
  intBetween(min: number, max: number): number;
  /** Uniform on a log scale in [min, max): most draws small, a few large (stakes, bankrolls). */
  logBetween(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item drawn with probability proportional to its weight (the last one when every weight is 0). */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  /** An exponential gap of the given mean: the time to the next event of a Poisson process. */
  exponential(mean: number): number;
  shuffle<T>(items: readonly T[]): T[];
}

export function worldRandom(stream: RandomStream): WorldRandom {
  const next = () => stream.next();
  const between = (min: number, max: number) => min + next() * (max - min);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('Nothing to pick from');
    return items[stream.int(items.length)]!;
  };
  return {
    next,
    int: (maxExclusive) => stream.int(maxExclusive),
    hex: (length) => stream.hex(length),
    token: (length) => stream.token(length),
    between,
    intBetween: (min, max) => min + stream.int(max - min + 1),
    logBetween: (min, max) => Math.exp(between(Math.log(min), Math.log(max))),
    chance: (probability) => next() < probability,
    pick,
    weighted(items, weightOf) {
      const weights = items.map((item) => Math.max(0, weightOf(item)));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      if (total <= 0) return pick(items.slice(-1));
      let left = next() * total;
      for (const [index, weight] of weights.entries()) {
        left -= weight;
        if (left < 0) return items[index]!;
      }
      return items[items.length - 1]!;
    },
    exponential: (mean) => -Math.log(1 - next()) * mean,
    shuffle(items) {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = stream.int(index + 1);
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}

/** The population's stream: the seed alone, used once when the crowd is made. */
export const populationRandom = (seed: string) => worldRandom(createStream(seed, 'world-population'));

export type WorldConcern =
  'online' | 'bets' | 'thirdParty' | 'trades' | 'pvp' | 'chat' | 'tips' | 'quiz' | 'ids' | 'burst';

/** The behaviour streams of one start of the world. */
export function behaviourRandom(seed: string, boot: number): Record<WorldConcern, WorldRandom> {
  const make = (concern: WorldConcern) => worldRandom(createStream(`${seed}#${boot}`, `world-${concern}`));
  return {
    online: make('online'),
    bets: make('bets'),
    thirdParty: make('thirdParty'),
    trades: make('trades'),
    pvp: make('pvp'),
    chat: make('chat'),
    tips: make('tips'),
    quiz: make('quiz'),
    ids: make('ids'),
    burst: make('burst'),
  };
}
