/**
 * Starting-hand strength by the Chen formula (Bill Chen's quick score of two hole cards, about -1 to 20: AA 20,
 * AKs 12, 22 5, 72o -1) and the seat's position, which set how wide a player opens and defends.
 */
import { rankOf, suitOf, type Card } from '../engine/cards';
import type { HandState } from '../engine/types';

const HIGH_CARD_POINTS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 10];

export function chenScore(hole: readonly Card[]): number {
  const [high, low] = [...hole].map(rankOf).sort((a, b) => b - a) as [number, number];
  if (high === low) return Math.max(5, HIGH_CARD_POINTS[high]! * 2);
  let score = HIGH_CARD_POINTS[high]!;
  if (suitOf(hole[0]!) === suitOf(hole[1]!)) score += 2;
  const gap = high - low - 1;
  score -= [0, 1, 2, 4][gap] ?? 5;
  if (gap <= 1 && high < rankOf('Q')) score += 1;
  return Math.ceil(score);
}

export type Position = 'early' | 'middle' | 'late' | 'blind';

/** Where `seat` sits relative to the button this hand. */
export function positionOf(state: HandState, seat: number): Position {
  const count = state.players.length;
  const buttonIndex = state.players.findIndex((player) => player.seat === state.button);
  const index = state.players.findIndex((player) => player.seat === seat);
  const offset = (index - buttonIndex + count) % count;
  if (offset === 0 || (count > 3 && offset === count - 1)) return 'late';
  if (offset <= 2) return 'blind';
  return offset === 3 && count >= 5 ? 'early' : 'middle';
}

/** The Chen score a seat needs to open the pot (raise first in). */
export const OPEN_SCORE: Record<Position, number> = { early: 9, middle: 8, late: 6, blind: 7 };
