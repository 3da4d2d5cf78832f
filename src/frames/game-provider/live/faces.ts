/** How the tables' outcomes look: the roulette wheel's pockets and colours, the money wheel's segments. */
import { pocketColour } from '@contract/roulette';
import type { LiveOutcome, WheelNumber } from '@contract/provider/live';
import type { WheelSegment } from './Wheel';

/** The European wheel's pockets clockwise from zero. */
export const EUROPEAN_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

const POCKET_FILL = { green: '#138a4a', red: '#c8283d', black: '#17151f' } as const;
export const pocketFill = (pocket: number) => POCKET_FILL[pocketColour(pocket)];

export const ROULETTE_SEGMENTS: WheelSegment[] = EUROPEAN_ORDER.map((pocket) => ({
  label: String(pocket),
  fill: pocketFill(pocket),
}));

export const WHEEL_FILL: Record<WheelNumber, string> = {
  1: '#e8b820',
  2: '#3a86e8',
  5: '#8e4be0',
  10: '#2fb36b',
  20: '#e2662b',
  40: '#d62f6a',
};

/** What a result chip of the strip says and its colour. */
export function resultFace(outcome: LiveOutcome): { text: string; fill: string } {
  switch (outcome.kind) {
    case 'roulette':
      return { text: String(outcome.pocket), fill: pocketFill(outcome.pocket) };
    case 'wheel':
      return { text: `${outcome.number}`, fill: WHEEL_FILL[outcome.number] };
    case 'baccarat':
      return {
        text: { player: 'P', banker: 'B', tie: 'T' }[outcome.winner],
        fill: { player: '#2f6fe0', banker: '#c8283d', tie: '#138a4a' }[outcome.winner],
      };
    case 'blackjack':
      return {
        text: outcome.dealerTotal > 21 ? 'Bust' : String(outcome.dealerTotal),
        fill: outcome.dealerTotal > 21 ? '#138a4a' : '#3b3366',
      };
  }
}
