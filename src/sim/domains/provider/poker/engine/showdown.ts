/** Showdowns decided by pokersolver, a maintained hand evaluator (standard rules: best five of seven). */
import { Hand } from './pokersolver';
import type { Card } from './cards';

export interface SolvedHand {
  seat: number;
  /** e.g. "Two Pair, A's & Q's". */
  description: string;
  hand: Hand;
}

export function solveHand(seat: number, hole: readonly Card[], board: readonly Card[]): SolvedHand {
  const hand = Hand.solve([...hole, ...board]);
  return { seat, description: hand.descr, hand };
}

/** The seats whose hands tie for best among `contenders` (a pokersolver comparison). */
export function bestHands(contenders: readonly SolvedHand[]): number[] {
  if (contenders.length === 1) return [contenders[0]!.seat];
  const winners = new Set(Hand.winners(contenders.map((entry) => entry.hand)));
  return contenders.filter((entry) => winners.has(entry.hand)).map((entry) => entry.seat);
}
