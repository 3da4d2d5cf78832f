/** The slot engine's rules: line evaluation with wilds and scatters, the strips, the exact calibration. */
import { describe, expect, it } from 'vitest';
import { modelMath, payTable } from '../../../src/sim/domains/provider/slots/engine/calibration';
import { evaluateLine } from '../../../src/sim/domains/provider/slots/engine/evaluate';
import { slotGame } from '../../../src/sim/domains/provider/slots/engine/game';
import { VOLATILITY_MODELS } from '../../../src/sim/domains/provider/slots/engine/models';
import { buildStrips } from '../../../src/sim/domains/provider/slots/engine/strips';
import { SLOT_SYMBOLS, type SlotSymbol } from '../../../src/sim/domains/provider/slots/engine/symbols';
import {
  SCRATCH_PRIZES,
  scratchCard,
  scratchGame,
} from '../../../src/sim/domains/provider/slots/instant/scratch-card';
import { createStream } from '../../../src/sim/services/rng';

const model = VOLATILITY_MODELS.medium;
const pays = payTable(model);
const line = (...symbols: SlotSymbol[]) => symbols.map((symbol) => SLOT_SYMBOLS.indexOf(symbol));
const index = (symbol: SlotSymbol) => SLOT_SYMBOLS.indexOf(symbol);

describe('line evaluation', () => {
  it('pays the run from the leftmost reel, three or more', () => {
    expect(evaluateLine(line('h2', 'h2', 'h2', 'l1', 'h2'), pays)).toEqual({
      symbol: index('h2'),
      count: 3,
      pay: model.linePays.h2[0],
    });
    expect(evaluateLine(line('l1', 'h2', 'h2', 'h2', 'h2'), pays).pay).toBe(0);
    expect(evaluateLine(line('h1', 'h1', 'l1', 'h1', 'h1'), pays).pay).toBe(0);
  });

  it('lets wilds stand in for a symbol, leading or inside the run', () => {
    expect(evaluateLine(line('wild', 'h3', 'wild', 'h3', 'l2'), pays)).toMatchObject({
      symbol: index('h3'),
      count: 4,
    });
    expect(evaluateLine(line('h4', 'wild', 'wild', 'wild', 'h4'), pays)).toMatchObject({ count: 5 });
  });

  it('pays a run of wilds as wilds when that is worth more', () => {
    const hit = evaluateLine(line('wild', 'wild', 'wild', 'l4', 'l4'), pays);
    expect(hit).toMatchObject({ symbol: index('wild'), count: 3, pay: model.linePays.wild[0] });
    expect(model.linePays.wild[0]).toBeGreaterThan(model.linePays.l4[2]);
  });

  it('never lets a wild stand in for the scatter', () => {
    expect(evaluateLine(line('scatter', 'wild', 'scatter', 'scatter', 'h1'), pays).pay).toBe(0);
    expect(evaluateLine(line('wild', 'wild', 'scatter', 'h1', 'h1'), pays).pay).toBe(0);
  });
});

describe('reel strips', () => {
  it("hold the model's symbols, with scatters at least three stops apart, the same for one game id", () => {
    const strips = buildStrips(model, 'some-game');
    expect(buildStrips(model, 'some-game')).toEqual(strips);
    expect(buildStrips(model, 'other-game')).not.toEqual(strips);
    strips.forEach((strip, reel) => {
      for (const [symbol, counts] of Object.entries(model.counts))
        expect(strip.filter((at) => at === index(symbol as SlotSymbol)).length).toBe(counts[reel]);
      const scatters = strip.flatMap((at, position) => (at === index('scatter') ? [position] : []));
      expect(scatters.length).toBe(model.scatters[reel]);
      scatters.forEach((position, n) => {
        const nextOne = scatters[(n + 1) % scatters.length]!;
        const gap = (nextOne - position + strip.length) % strip.length || strip.length;
        expect(gap).toBeGreaterThanOrEqual(3);
      });
    });
  });
});

describe('calibration', () => {
  it.each(['low', 'medium', 'high'] as const)('%s: scaled pays return exactly the target', (volatility) => {
    for (const rtp of [0.94, 0.955, 0.97]) {
      const game = slotGame({ id: `g-${volatility}`, volatility, rtp });
      expect(game.scale * modelMath(VOLATILITY_MODELS[volatility]).rtp).toBeCloseTo(rtp, 12);
      expect(game.buyRtp).toBeCloseTo(rtp, 3);
      expect(game.math.triggerChance * game.math.meanAward).toBeLessThan(1);
    }
  });

  it('makes high volatility pay more from its bonus and its top symbols than low', () => {
    const share = (volatility: 'low' | 'high') => {
      const math = modelMath(VOLATILITY_MODELS[volatility]);
      return 1 - (math.lineReturn + math.scatterReturn) / math.rtp;
    };
    expect(share('high')).toBeGreaterThan(share('low'));
    expect(VOLATILITY_MODELS.high.linePays.h1[2]).toBeGreaterThan(VOLATILITY_MODELS.low.linePays.h1[2]);
  });
});

describe('scratch card', () => {
  it('returns its RTP exactly by its odds', () => {
    for (const volatility of ['low', 'medium', 'high'] as const) {
      const game = scratchGame(volatility, 0.95);
      const rtp = game.odds.reduce((sum, odds, prize) => sum + odds * SCRATCH_PRIZES[prize]!, 0);
      expect(rtp).toBeCloseTo(0.95, 12);
    }
  });

  it('shows three of the prize won and no other three alike; a losing card none', () => {
    const stream = createStream('scratch-test', 'cards');
    const game = scratchGame('high', 0.96);
    for (let card = 0; card < 2_000; card += 1) {
      const outcome = scratchCard(game, () => stream.next());
      expect(outcome.cells).toHaveLength(9);
      const counts = new Map<number, number>();
      for (const cell of outcome.cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
      const triples = [...counts].filter(([, count]) => count >= 3).map(([prize]) => prize);
      expect(triples).toEqual(outcome.prize === null ? [] : [outcome.prize]);
      expect(counts.get(outcome.prize ?? -1) ?? 3).toBe(3);
    }
  });

  it('measures its RTP by simulation within four standard errors', () => {
    const stream = createStream('scratch-test', 'rtp');
    const game = scratchGame('medium', 0.945);
    const cards = 200_000;
    let sum = 0;
    let squares = 0;
    for (let card = 0; card < cards; card += 1) {
      const win = scratchCard(game, () => stream.next()).win;
      sum += win;
      squares += win * win;
    }
    const mean = sum / cards;
    const se = Math.sqrt((squares / cards - mean * mean) / cards);
    expect(se).toBeLessThan(0.015);
    expect(Math.abs(mean - 0.945)).toBeLessThan(4 * se);
  });
});
