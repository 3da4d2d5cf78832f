/**
 * Baccarat's view as the board reads it from `round.view` (src/sim/games/baccarat.ts `BaccaratView`):
 *   { player: number[]; banker: number[]; dealt: { card: number; side: 'player' | 'banker' }[] (deal order);
 *     playerTotal: number; bankerTotal: number; natural: boolean; winner: 'player' | 'banker' | 'tie';
 *     returns: { player: number; banker: number; tie: number }; multiplier: number }
 * Missing `dealt` is rebuilt in the standard order (player, banker, player, banker, then third cards); missing
 * totals and winner are worked out from the cards.
 */
import { isRecord, oneOf, record, cards, int, bool } from '../shared/parse';

export type BaccaratSide = 'player' | 'banker';
export type BaccaratWinner = BaccaratSide | 'tie';
export const SPOTS: readonly BaccaratWinner[] = ['player', 'tie', 'banker'];

export interface BaccaratView {
  player: number[];
  banker: number[];
  dealt: { card: number; side: BaccaratSide }[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  winner: BaccaratWinner;
}

/** A = 1, 2..9 their value, 10 J Q K 0 (rank 0 is a 2 .. 12 an ace). */
export function baccaratValue(card: number): number {
  const rank = card % 13;
  if (rank === 12) return 1;
  return rank <= 7 ? rank + 2 : 0;
}

export const baccaratTotal = (hand: readonly number[]) =>
  hand.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

function standardOrder(player: number[], banker: number[]): BaccaratView['dealt'] {
  const dealt: BaccaratView['dealt'] = [];
  for (let index = 0; index < 3; index += 1) {
    if (player[index] !== undefined) dealt.push({ card: player[index]!, side: 'player' });
    if (banker[index] !== undefined && index < 2) dealt.push({ card: banker[index]!, side: 'banker' });
  }
  if (banker[2] !== undefined) dealt.push({ card: banker[2], side: 'banker' });
  return dealt;
}

export function readBaccaratView(view: unknown): BaccaratView | null {
  const source = record(view);
  const player = cards(source.player);
  const banker = cards(source.banker);
  if (player.length === 0 || banker.length === 0) return null;
  const dealtRaw = Array.isArray(source.dealt)
    ? source.dealt.flatMap((entry) => {
        if (!isRecord(entry)) return [];
        const card = int(entry.card, -1, 0, 51);
        const side = oneOf(entry.side, ['player', 'banker'] as const, 'player');
        return card >= 0 ? [{ card, side }] : [];
      })
    : [];
  const dealt = dealtRaw.length === player.length + banker.length ? dealtRaw : standardOrder(player, banker);
  const playerTotal = int(source.playerTotal, baccaratTotal(player), 0, 9);
  const bankerTotal = int(source.bankerTotal, baccaratTotal(banker), 0, 9);
  const worked: BaccaratWinner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    player,
    banker,
    dealt,
    playerTotal,
    bankerTotal,
    natural: bool(source.natural, false),
    winner: oneOf(source.winner, SPOTS, worked),
  };
}
