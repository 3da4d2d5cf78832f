/**
 * The wager's arithmetic (platform.md §5): the input takes digits and one dot only, halve and double keep the
 * currency's decimals, the stepper stops at min and max, and auto-bet raises the bet by a whole percent.
 * Amounts are decimal numbers at the currency's precision, as on the wire.
 */
import type { GameId, PlayData } from '@contract/index';

/** What the wager input keeps of what was typed: digits and the first dot, at most the currency's decimals. */
export { filterDecimalText as filterWagerText } from '../../format/decimal-input';

/** The number cut (not rounded) to `decimals` fraction digits, with float noise removed first. */
export function truncateTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = value.toFixed(Math.min(decimals + 4, 20));
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(decimals > 0 ? `${whole}.${fraction.slice(0, decimals)}` : whole);
}

/** Integer count of the currency's smallest unit. */
function minorOf(value: number, decimals: number): number {
  return Math.round(truncateTo(value, decimals) * 10 ** decimals);
}

function fromMinorUnits(minor: number, decimals: number): number {
  return truncateTo(minor / 10 ** decimals, decimals);
}

/** Integer inputs (games count, percents): digits only (platform.md §5 "parsed as integers"). */
export function filterIntegerText(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** The wager a text stands for; 0 when it is empty or not a number. */
export function wagerValue(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The wager written at the currency's decimals. */
export function wagerText(value: number, decimals: number): string {
  return truncateTo(value, decimals).toFixed(Math.max(0, decimals));
}

/** Minimum wager of play code -1: 0.01 for 2-decimal currencies, else 1e-8 (never below one unit). */
export function minimumWager(decimals: number): number {
  return decimals === 2 ? 0.01 : Math.max(1e-8, 10 ** -decimals);
}

/** Half the wager at the currency's decimals, not below the minimum. */
export function halveWager(value: number, decimals: number, min: number): number {
  const half = fromMinorUnits(Math.floor(minorOf(value, decimals) / 2), decimals);
  return Math.max(half, min);
}

/** Twice the wager at the currency's decimals, not above the maximum. */
export function doubleWager(value: number, decimals: number, max: number): number {
  const twice = fromMinorUnits(minorOf(value, decimals) * 2, decimals);
  return Math.min(twice, max);
}

/** The wager raised by a whole percent (auto-bet "increase"), rounded to the currency's smallest unit. */
export function increaseByPercent(value: number, percent: number, decimals: number): number {
  const minor = minorOf(value, decimals);
  return fromMinorUnits(Math.round((minor * (100 + percent)) / 100), decimals);
}

/** Chip games: the sum of the chips placed (used when the game's UI gives no wagerFromData). */
export function chipTotal(id: GameId, data: unknown): number {
  if (id === 'baccarat') {
    const { player, banker, tie } = data as PlayData['baccarat'];
    return (player ?? 0) + (banker ?? 0) + (tie ?? 0);
  }
  if (id === 'roulette') {
    return (data as PlayData['roulette']).bets.reduce((sum, bet) => sum + bet.amount, 0);
  }
  return 0;
}

/** Chip games under auto-bet "increase": every chip stake raised by the same percent. */
export function increaseChips<G extends GameId>(
  id: G,
  data: PlayData[G],
  percent: number,
  decimals: number,
): PlayData[G] {
  const raise = (amount: number) => (amount > 0 ? increaseByPercent(amount, percent, decimals) : amount);
  if (id === 'baccarat') {
    const bets = data as PlayData['baccarat'];
    const next: PlayData['baccarat'] = {
      player: raise(bets.player),
      banker: raise(bets.banker),
      tie: raise(bets.tie),
    };
    return next as PlayData[G];
  }
  if (id === 'roulette') {
    const next: PlayData['roulette'] = {
      bets: (data as PlayData['roulette']).bets.map((bet) => ({ ...bet, amount: raise(bet.amount) })),
    };
    return next as PlayData[G];
  }
  return data;
}
