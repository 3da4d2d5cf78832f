import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FAIR_GAMES,
  FLOAT_COUNT,
  formatVerifyParam,
  generateFloats,
  hashServerSeed,
  outcomeFromFloats,
  parseVerifyParam,
  verifyBet,
} from '@contract/index';

const SERVER = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';

describe('parseVerifyParam', () => {
  it('reads {game}-{serverSeed}-{clientSeed}-{nonce}', () => {
    expect(parseVerifyParam(`limbo-${SERVER}-abc-0`)).toEqual({
      game: 'limbo',
      serverSeed: SERVER,
      clientSeed: 'abc',
      nonce: 0,
    });
  });

  it('keeps every "-" of the client seed', () => {
    expect(parseVerifyParam(`keno-${SERVER}-my-lucky--seed--12`)).toEqual({
      game: 'keno',
      serverSeed: SERVER,
      clientSeed: 'my-lucky--seed-',
      nonce: 12,
    });
    expect(parseVerifyParam(`mines-${SERVER}--x-3`)?.clientSeed).toBe('-x');
  });

  it('refuses what is not a bet', () => {
    for (const value of [
      '',
      'limbo',
      `limbo-${SERVER}`,
      `limbo-${SERVER}-3`,
      `dice-${SERVER}-abc-1`,
      `limbo-${SERVER}-abc-`,
      `limbo-${SERVER}-abc-1.5`,
      `limbo-${SERVER}-abc-x1`,
      `limbo-${SERVER}-abc-99999999999999999999`,
    ]) {
      expect(parseVerifyParam(value), value).toBeNull();
    }
  });

  it('round-trips with formatVerifyParam for any client seed (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FAIR_GAMES),
        fc.stringMatching(/^[0-9a-f]{1,64}$/),
        fc.string(),
        fc.nat(),
        (game, serverSeed, clientSeed, nonce) => {
          const param = { game, serverSeed, clientSeed, nonce };
          expect(parseVerifyParam(formatVerifyParam(param))).toEqual(param);
        },
      ),
    );
  });
});

describe('outcomes', () => {
  it('consume the documented number of floats', () => {
    expect(FLOAT_COUNT).toEqual({
      keno: 10,
      baccarat: 6,
      hilo: 52,
      roulette: 1,
      stairs: 52,
      limbo: 1,
      mines: 25,
      blackjack: 52,
      wheel: 1,
    });
  });

  it('have the shape each game documents', () => {
    const seeds = { serverSeed: SERVER, clientSeed: 'shape', nonce: 3 };
    const shapes = Object.fromEntries(
      FAIR_GAMES.map((game) => [game, Object.keys(verifyBet(game, seeds).outcome)]),
    );
    expect(shapes).toEqual({
      keno: ['drawn'],
      baccarat: ['cards'],
      hilo: ['cards'],
      roulette: ['pocket'],
      stairs: ['rows'],
      limbo: ['multiplier'],
      mines: ['order'],
      blackjack: ['cards'],
    });
    const bet = verifyBet('baccarat', seeds);
    expect(bet.outcome.cards).toHaveLength(6);
    expect(verifyBet('blackjack', seeds).outcome.cards).toHaveLength(52);
    expect(verifyBet('keno', seeds).outcome.drawn).toHaveLength(10);
    expect(verifyBet('stairs', seeds).outcome.rows).toHaveLength(13);
  });

  it('verifyBet reports the seeds, the hash, every float used and the outcome drawn from them', () => {
    for (const game of FAIR_GAMES) {
      const seeds = { serverSeed: SERVER, clientSeed: `client-${game}`, nonce: 41 };
      const bet = verifyBet(game, seeds);
      const floats = generateFloats(seeds, FLOAT_COUNT[game]);
      expect(bet).toEqual({
        game,
        ...seeds,
        serverSeedHash: hashServerSeed(SERVER),
        floats,
        outcome: outcomeFromFloats(game, floats),
      });
    }
  });

  it('translate the same floats the same way as the named translations', () => {
    const floats = [0.5, 0.25, 0.999, 0, 0.75, 0.1, 0.2, 0.3, 0.4, 0.6];
    expect(outcomeFromFloats('roulette', floats)).toEqual({ pocket: 18 });
    expect(outcomeFromFloats('limbo', floats)).toEqual({ multiplier: 1.98 });
    expect(outcomeFromFloats('baccarat', floats.slice(0, 6))).toEqual({ cards: [26, 13, 51, 0, 39, 5] });
    expect(outcomeFromFloats('keno', floats).drawn.slice(0, 3)).toEqual([20, 9, 39]);
  });
});
