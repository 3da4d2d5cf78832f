/** Chips shown in the session's currency, the bet presets, and where the seats sit around the felt. */
import type { PokerChipValue, PokerLegalView } from '@contract/provider/poker';
import { formatAmount } from '../ui';

export const chipsText = (chips: number, chip: PokerChipValue) =>
  formatAmount(Number((chips * chip.value).toPrecision(8)), chip.currency);

export interface Preset {
  label: string;
  to: number;
}

/**
 * Half pot, pot and all-in as "to" amounts: a pot-sized raise calls first and then raises by the pot after
 * the call. Presets outside what the rules allow are clamped; duplicates are dropped.
 */
export function presets(legal: PokerLegalView, pot: number, yourBet: number): Preset[] {
  const raise = legal.raise;
  if (!raise) return [];
  const current = yourBet + legal.callAmount;
  const potAfterCall = pot + legal.callAmount;
  const clamp = (to: number) => Math.min(raise.maxTo, Math.max(raise.minTo, Math.round(to)));
  const list = [
    { label: '½ pot', to: clamp(current + potAfterCall / 2) },
    { label: 'Pot', to: clamp(current + potAfterCall) },
    { label: 'All-in', to: raise.maxTo },
  ];
  return list.filter((preset, index) => list.findIndex((other) => other.to === preset.to) === index);
}

/**
 * Seat positions on the felt (percent of its box), clockwise from the bottom middle, where the viewer sits;
 * the table turns so that their own seat is there.
 */
const SPOTS = [
  { x: 50, y: 96 },
  { x: 6, y: 72 },
  { x: 6, y: 26 },
  { x: 50, y: 4 },
  { x: 94, y: 26 },
  { x: 94, y: 72 },
];

export function seatSpot(seat: number, yourSeat: number | null, seats: number) {
  const turn = yourSeat ?? 0;
  return SPOTS[(seat - turn + seats) % seats] ?? SPOTS[0]!;
}

const SUIT_SYMBOLS: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const SUIT_NAMES: Record<string, string> = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' };
const RANK_NAMES: Record<string, string> = { T: '10', J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' };

export function cardFace(card: string) {
  const rank = card[0]!;
  const suit = card[1]!;
  return {
    rank: rank === 'T' ? '10' : rank,
    symbol: SUIT_SYMBOLS[suit] ?? suit,
    red: suit === 'h' || suit === 'd',
    name: `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[suit] ?? suit}`,
  };
}
