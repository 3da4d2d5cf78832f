/**
 * Baccarat (punto banco) with chip bets on player, banker and tie, placed together on one deal.
 *
 * Cards: `outcome.cards`, 6 card indices (0..51, ARCHITECTURE.md order) used in this fixed deal order:
 * player, banker, player, banker, then the player's third card (cards[4]) and the banker's third card
 * (cards[5]). A card that the rules do not call for is simply not dealt (e.g. when the player stands and the
 * banker draws, the banker's third card is still cards[5]). Values: A = 1, 2..9 face value, 10/J/Q/K = 0;
 * a hand's total is its sum modulo 10. Every card is drawn independently from a full deck (infinite deck).
 *
 * Third-card rules (standard punto banco):
 * - A natural (8 or 9 on two cards) in either hand: both stand.
 * - Player: draws on 0-5, stands on 6-7.
 * - Player stood: banker draws on 0-5, stands on 6-7.
 * - Player drew a third card worth p: banker with 0-2 draws; 3 draws unless p = 8; 4 draws on p = 2-7;
 *   5 draws on p = 4-7; 6 draws on p = 6-7; 7 stands.
 *
 * Payouts (returns per unit staked, stake included): player 2 (1:1), banker 1.95 (0.95:1), tie 9 (8:1); on a
 * tie the player and banker bets are returned (push). Every amount goes through payoutOf (floored to the minor
 * unit). Theoretical RTPs are exact over the 13^6 equally likely rank sequences (`baccaratProbabilities`).
 *
 * Money: Play's `data.{player, banker, tie}` are decimals like the wager; the domain converts them with
 * `minorData` before `play`, which requires non-negative integers, at least one positive, summing to the
 * wager. Errors (-4): a missing or negative amount, no amount at all, or a sum other than the wager.
 */
import { PLAY_ERRORS, rankIndexOf, type PlayData } from '@contract/index';
import { GameRuleError, payoutOf, type GameModule } from './engine';

export type BaccaratSide = 'player' | 'banker';
export type BaccaratWinner = BaccaratSide | 'tie';
export const BACCARAT_SIDES: readonly BaccaratWinner[] = ['player', 'banker', 'tie'];

/** What a winning bet returns per unit staked (stake included); a push returns 1. */
export const BACCARAT_RETURNS: Record<BaccaratWinner, number> = { player: 2, banker: 1.95, tie: 9 };

/** Baccarat value of a card index: A = 1, 2..9 = face value, 10/J/Q/K = 0. */
export function baccaratValue(card: number): number {
  const rankIndex = rankIndexOf(card);
  if (rankIndex === 12) return 1;
  return rankIndex <= 7 ? rankIndex + 2 : 0;
}

/** Whether the banker draws, given its two-card total and the player's third card value (null: player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratDeal {
  player: number[];
  banker: number[];
  /** The dealt cards in the order they were dealt, with their side. */
  dealt: { card: number; side: BaccaratSide }[];
  playerTotal: number;
  bankerTotal: number;
  natural: boolean;
  winner: BaccaratWinner;
}

/** Plays the deal out of the 6 outcome cards. Totals are kept as cards are dealt ((a + b) mod 10 adds up). */
export function dealBaccarat(cards: readonly number[]): BaccaratDeal {
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  const dealt: BaccaratDeal['dealt'] = [
    { card: cards[0]!, side: 'player' },
    { card: cards[1]!, side: 'banker' },
    { card: cards[2]!, side: 'player' },
    { card: cards[3]!, side: 'banker' },
  ];
  let playerTotal = (baccaratValue(cards[0]!) + baccaratValue(cards[2]!)) % 10;
  let bankerTotal = (baccaratValue(cards[1]!) + baccaratValue(cards[3]!)) % 10;
  const natural = playerTotal >= 8 || bankerTotal >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerTotal <= 5) {
      player.push(cards[4]!);
      dealt.push({ card: cards[4]!, side: 'player' });
      playerThird = baccaratValue(cards[4]!);
      playerTotal = (playerTotal + playerThird) % 10;
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      banker.push(cards[5]!);
      dealt.push({ card: cards[5]!, side: 'banker' });
      bankerTotal = (bankerTotal + baccaratValue(cards[5]!)) % 10;
    }
  }
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, dealt, playerTotal, bankerTotal, natural, winner };
}

/** What each bet returns per unit staked once `winner` is known. */
export function baccaratReturn(bet: BaccaratWinner, winner: BaccaratWinner): number {
  if (bet === winner) return BACCARAT_RETURNS[bet];
  return winner === 'tie' ? 1 : 0;
}

export interface BaccaratProbabilities {
  /** Rank sequences (of 13^6) won by each side. */
  counts: Record<BaccaratWinner, number>;
  total: number;
  player: number;
  banker: number;
  tie: number;
}

let probabilities: BaccaratProbabilities | null = null;

/**
 * Exact outcome probabilities: every card is one of 13 equally likely ranks (4 of them worth 0), so enumerating
 * the 10^6 value sequences of the 6 cards, weighted by how many rank sequences give them, is exact.
 */
export function baccaratProbabilities(): BaccaratProbabilities {
  if (probabilities) return probabilities;
  // A card index per value: value v (1..9) is rank index v − 2 (A = 12 for 1), value 0 is the 10 (index 8).
  const cardOf = [8, 12, 0, 1, 2, 3, 4, 5, 6, 7];
  const weight = (value: number) => (value === 0 ? 4 : 1);
  const counts: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  const cards = [0, 0, 0, 0, 0, 0];
  const visit = (position: number, ways: number) => {
    if (position === 6) {
      counts[dealBaccarat(cards).winner] += ways;
      return;
    }
    for (let value = 0; value <= 9; value += 1) {
      cards[position] = cardOf[value]!;
      visit(position + 1, ways * weight(value));
    }
  };
  visit(0, 1);
  const all = 13 ** 6;
  probabilities = {
    counts,
    total: all,
    player: counts.player / all,
    banker: counts.banker / all,
    tie: counts.tie / all,
  };
  return probabilities;
}

/** Return to player of a bet on one side. */
export function baccaratRtp(bet: BaccaratWinner): number {
  const p = baccaratProbabilities();
  return BACCARAT_SIDES.reduce((sum, winner) => sum + p[winner] * baccaratReturn(bet, winner), 0);
}

export interface BaccaratState {
  wager: number;
  bets: PlayData['baccarat'];
  cards: number[];
}

export interface BaccaratView extends BaccaratDeal {
  /** Per bet: what it returned per unit staked (2, 1.95 or 9 on a win, 1 on a push, 0 on a loss). */
  returns: Record<BaccaratWinner, number>;
  /** Total payout over total wager. */
  multiplier: number;
}

const invalid = () => new GameRuleError(-4, PLAY_ERRORS['-4']);

type RawBets = Partial<Record<BaccaratWinner, unknown>> | null;

function amountOf(raw: RawBets, side: BaccaratWinner): number {
  const amount = raw?.[side] ?? 0;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) throw invalid();
  return amount;
}

// Side by side rather than mapped over BACCARAT_SIDES: play parses on every round, and arrays add up there.
function parseData(data: unknown): PlayData['baccarat'] {
  const raw = data as RawBets;
  const player = amountOf(raw, 'player');
  const banker = amountOf(raw, 'banker');
  const tie = amountOf(raw, 'tie');
  if (player + banker + tie <= 0) throw invalid();
  return { player, banker, tie };
}

export const baccarat: GameModule<'baccarat', BaccaratState, BaccaratView> = {
  engine: {
    id: 'baccarat',
    parseData,
    minorData: (data, toMinor) => ({
      player: toMinor(data.player),
      banker: toMinor(data.banker),
      tie: toMinor(data.tie),
    }),
    play({ wager, data, outcome }) {
      const bets = parseData(data);
      if (!Number.isSafeInteger(bets.player) || !Number.isSafeInteger(bets.banker)) throw invalid();
      if (!Number.isSafeInteger(bets.tie)) throw invalid();
      if (bets.player + bets.banker + bets.tie !== wager) throw invalid();
      const deal = dealBaccarat(outcome.cards);
      const returns = {
        player: baccaratReturn('player', deal.winner),
        banker: baccaratReturn('banker', deal.winner),
        tie: baccaratReturn('tie', deal.winner),
      };
      const payout =
        payoutOf(bets.player, returns.player) +
        payoutOf(bets.banker, returns.banker) +
        payoutOf(bets.tie, returns.tie);
      return {
        type: payout > 0 ? 'finish' : 'lose',
        state: { wager, bets, cards: [...outcome.cards] },
        // The deal's fields listed, not spread: a spread copies through a slow generic path on every round.
        view: {
          player: deal.player,
          banker: deal.banker,
          dealt: deal.dealt,
          playerTotal: deal.playerTotal,
          bankerTotal: deal.bankerTotal,
          natural: deal.natural,
          winner: deal.winner,
          returns,
          multiplier: Math.round((payout / wager) * 1e8) / 1e8,
        },
        stake: wager,
        payout,
      };
    },
  },
  policy: {
    /** `--bet player|banker|tie` (default banker): the whole wager on one side. */
    data: (options) => {
      const side = (options.bet ?? 'banker') as BaccaratWinner;
      return { player: 0, banker: 0, tie: 0, [side]: 1 };
    },
    theoreticalRtp: (options) => {
      const side = (options.bet ?? 'banker') as BaccaratWinner;
      if (!BACCARAT_SIDES.includes(side)) throw invalid();
      return baccaratRtp(side);
    },
  },
};
