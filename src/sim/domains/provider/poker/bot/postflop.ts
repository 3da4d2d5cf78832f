/**
 * After the flop: how likely a hand is to be best, from what it has made with the board (pokersolver) and its
 * draws. A rough equity, good enough to weigh against the price of a call.
 */
import { Hand } from '../engine/pokersolver';
import { rankOf, suitOf, type Card } from '../engine/cards';

/** pokersolver's standard ranks: 1 high card, 2 pair, 3 two pair, 4 three of a kind and up. */
const PAIR = 2;
const TWO_PAIR = 3;
const TRIPS = 4;

export function handEquity(hole: readonly Card[], board: readonly Card[]): number {
  const made = Hand.solve([...hole, ...board]);
  const boardOnly = Hand.solve([...board]);
  // A hand the board makes by itself belongs to everyone.
  const improved = made.rank > boardOnly.rank;
  if (improved && made.rank >= TRIPS) return 0.9;
  if (improved && made.rank === TWO_PAIR) return 0.78;
  if (improved && made.rank === PAIR) return pairEquity(hole, board);
  return board.length < 5 && hasDraw(hole, board) ? (board.length === 3 ? 0.32 : 0.18) : 0.1;
}

/** An overpair or top pair is strong; a lower pair is middling. */
function pairEquity(hole: readonly Card[], board: readonly Card[]): number {
  const top = Math.max(...board.map(rankOf));
  const holeRanks = hole.map(rankOf);
  const pocketPair = holeRanks[0] === holeRanks[1];
  if (pocketPair && holeRanks[0]! > top) return 0.72;
  const paired = holeRanks.find((rank) => board.some((card) => rankOf(card) === rank));
  if (paired === top) return 0.66;
  return 0.42;
}

/** Four to a flush, or four of five straight ranks, using a hole card. */
function hasDraw(hole: readonly Card[], board: readonly Card[]): boolean {
  const cards = [...hole, ...board];
  const flush = hole.some((card) => cards.filter((other) => suitOf(other) === suitOf(card)).length === 4);
  if (flush) return true;
  const ranks = new Set(cards.map(rankOf));
  // The ace plays low too (A-2-3-4-5).
  if (ranks.has(12)) ranks.add(-1);
  const holeRanks = hole.map(rankOf);
  for (let low = -1; low <= 8; low += 1) {
    const run = [0, 1, 2, 3, 4].map((step) => low + step);
    const held = run.filter((rank) => ranks.has(rank));
    if (held.length === 4 && run.some((rank) => holeRanks.includes(rank === -1 ? 12 : rank))) return true;
  }
  return false;
}
