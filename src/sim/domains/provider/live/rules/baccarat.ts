/**
 * Punto banco as the live tables deal it (continuous shuffler, see cards.ts): player and banker two cards
 * each (player, banker, player, banker); a natural 8 or 9 on either side ends the deal; otherwise the player
 * draws on 0-5, and the banker draws by the standard table (on 0-5 when the player stood, else by the
 * player's third card). Pays: player 1:1, banker 0.95:1 (5% commission), tie 8:1; a tie returns player and
 * banker bets.
 */
import type { BaccaratSpot, LiveCard } from '@contract/provider/live';
import { drawCard, type Floats } from './cards';
import type { Return } from './returns';
import { bankerDraws as tableauDraws } from '../../../../games/baccarat';

export const baccaratValue = (card: LiveCard): number => (card.rank >= 10 ? 0 : card.rank);
export const baccaratTotal = (cards: readonly LiveCard[]): number =>
  cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/**
 * Whether the banker draws, at `bankerTotal`, after the player's third card (null: the player stood): the
 * standard tableau, shared with the in-house baccarat.
 */
export const bankerDraws = (bankerTotal: number, playerThird: LiveCard | null): boolean =>
  tableauDraws(bankerTotal, playerThird === null ? null : baccaratValue(playerThird));

export interface BaccaratCoup {
  player: LiveCard[];
  banker: LiveCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSpot;
}

/** Plays out a coup from an ordered supply of cards (the dealer's shoe). */
export function dealCoup(next: () => LiveCard): BaccaratCoup {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  if (!natural) {
    let playerThird: LiveCard | null = null;
    if (baccaratTotal(player) <= 5) {
      playerThird = next();
      player.push(playerThird);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(next());
  }
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  const winner = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
  return { player, banker, playerTotal, bankerTotal, winner };
}

export const dealBaccarat = (floats: Floats): BaccaratCoup => dealCoup(() => drawCard(floats));

/** What a bet on `spot` returns (stake included) when `winner` wins the coup. */
export function baccaratReturn(spot: BaccaratSpot, winner: BaccaratSpot): Return {
  if (winner === 'tie') return spot === 'tie' ? [9, 1] : [1, 1];
  if (spot !== winner) return [0, 1];
  return spot === 'banker' ? [39, 20] : [2, 1];
}
