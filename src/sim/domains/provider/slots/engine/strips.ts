/**
 * A game's reel strips: its volatility model's symbols on each reel in an order drawn from the game's id
 * (two games of one model look different, and the same game is the same on every machine), with the
 * scatters spread evenly so that no three consecutive stops hold two of them.
 */
import { createStream } from '../../../../services/rng';
import { REEL_INDEXES, type VolatilityModel } from './models';
import { SCATTER, SLOT_SYMBOLS, type SlotSymbol } from './symbols';

function shuffle(items: number[], int: (maxExclusive: number) => number): number[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = int(index + 1);
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

/** Symbol indexes of each reel's strip, read cyclically. */
export function buildStrips(model: VolatilityModel, gameId: string): number[][] {
  const stream = createStream('slot-reels', gameId);
  return REEL_INDEXES.map((reel) => {
    const others: number[] = [];
    for (const [symbol, counts] of Object.entries(model.counts)) {
      const index = SLOT_SYMBOLS.indexOf(symbol as SlotSymbol);
      for (let copy = 0; copy < counts[reel]!; copy += 1) others.push(index);
    }
    shuffle(others, stream.int);
    const scatters = model.scatters[reel]!;
    const length = others.length + scatters;
    const gap = length / scatters;
    if (gap < 3) throw new RangeError('Scatters too dense to show one per reel');
    const offset = stream.int(Math.floor(gap));
    const at = new Set(Array.from({ length: scatters }, (_, n) => Math.floor(offset + n * gap) % length));
    const strip: number[] = [];
    for (let position = 0; position < length; position += 1)
      strip.push(at.has(position) ? SCATTER : others.shift()!);
    return strip;
  });
}
