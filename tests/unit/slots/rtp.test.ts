/**
 * The slots' RTP by simulation: for games across the volatilities and the RTP range, whole rounds (paid
 * spin and its free spins) played through the real engine, whose measured return must lie within four
 * standard errors of the game's target (the standard error from the sample itself; a bound is only
 * meaningful when it is small, so that is asserted too). The parts are checked on their own as well, with
 * far smaller errors: a paid spin's mean win, the trigger rate, and the bought bonus at its price.
 */
import { describe, expect, it } from 'vitest';
import {
  BOUGHT_SCATTERS,
  slotGame,
  type SlotGame,
} from '../../../src/sim/domains/provider/slots/engine/game';
import { playRound, spinReels } from '../../../src/sim/domains/provider/slots/engine/spin';
import { createStream } from '../../../src/sim/services/rng';

interface Sample {
  mean: number;
  se: number;
}

function measure(rounds: number, draw: () => number): Sample {
  let sum = 0;
  let squares = 0;
  for (let index = 0; index < rounds; index += 1) {
    const value = draw();
    sum += value;
    squares += value * value;
  }
  const mean = sum / rounds;
  return { mean, se: Math.sqrt((squares / rounds - mean * mean) / rounds) };
}

const randomOf = (name: string) => {
  const stream = createStream('slot-rtp-test', name);
  return () => stream.next();
};

const SAMPLE: Array<{ game: SlotGame; rounds: number; maxSe: number }> = [
  { game: slotGame({ id: 'test-low', volatility: 'low', rtp: 0.94 }), rounds: 150_000, maxSe: 0.012 },
  { game: slotGame({ id: 'test-medium', volatility: 'medium', rtp: 0.955 }), rounds: 150_000, maxSe: 0.014 },
  { game: slotGame({ id: 'test-high', volatility: 'high', rtp: 0.97 }), rounds: 200_000, maxSe: 0.018 },
];

describe('slot RTP by simulation', () => {
  it.each(SAMPLE)(
    '$game.volatility at $game.rtp: whole rounds return the target',
    ({ game, rounds, maxSe }) => {
      const random = randomOf(`rounds-${game.id}`);
      const sample = measure(rounds, () => playRound(game, random).win);
      expect(sample.se).toBeLessThan(maxSe);
      expect(Math.abs(sample.mean - game.rtp)).toBeLessThan(4 * sample.se);
    },
  );

  it.each(SAMPLE)('$game.volatility: a paid spin and the trigger rate match the exact maths', ({ game }) => {
    const random = randomOf(`spins-${game.id}`);
    const spins = 200_000;
    let triggers = 0;
    const sample = measure(spins, () => {
      const spin = spinReels(game, random, false);
      if (spin.award > 0) triggers += 1;
      return spin.win;
    });
    const expected = (game.math.lineReturn + game.math.scatterReturn) * game.scale;
    expect(sample.se).toBeLessThan(0.008);
    expect(Math.abs(sample.mean - expected)).toBeLessThan(4 * sample.se);
    const q = game.math.triggerChance;
    expect(Math.abs(triggers / spins - q)).toBeLessThan(4 * Math.sqrt((q * (1 - q)) / spins));
  });

  it.each(SAMPLE)('$game.volatility: the bought bonus returns the RTP at its price', ({ game }) => {
    const random = randomOf(`buy-${game.id}`);
    const spins = game.freeSpins[BOUGHT_SCATTERS - 3]!;
    const sample = measure(10_000, () => playRound(game, random, spins).win / game.buyPrice);
    expect(sample.se).toBeLessThan(0.015);
    expect(Math.abs(sample.mean - game.rtp)).toBeLessThan(4 * sample.se);
    expect(Math.abs(game.buyRtp - game.rtp)).toBeLessThan(0.001);
  });
});
