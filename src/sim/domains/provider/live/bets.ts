/**
 * A seat's chips: the call's bets checked against the table's spots and turned into minor units, and what
 * they return once the round's outcome is known. Bad input is refused whole (nothing is staked).
 */
import * as z from 'zod/mini';
import { fromMinor, toMinor, type RouletteBetType } from '@contract/index';
import {
  LIVE_MAX_BETS,
  WHEEL_NUMBERS,
  wheelSpot,
  type LiveBet,
  type LiveHand,
  type LiveOutcome,
  type LiveTableKind,
} from '@contract/provider/live';
import { ProviderFailure } from '../methods';
import { baccaratReturn } from './rules/baccarat';
import { blackjackReturn } from './rules/blackjack';
import { payMinor, type Return } from './rules/returns';
import { rouletteReturn } from './rules/roulette';
import { ROULETTE_BET_TYPES } from '../../../games/roulette';

/** A chip in minor units. */
export interface MinorBet {
  spot: string;
  value?: number;
  amount: number;
}

export const LiveBetBody = z.object({
  bets: z.array(z.object({ spot: z.string(), value: z.optional(z.number()), amount: z.number() })),
});

export const invalidBet = () => new ProviderFailure('INVALID_BET', 'Invalid wager');

const ROULETTE_RANGES: Partial<Record<RouletteBetType, [number, number]>> = {
  straight: [0, 36],
  dozen: [1, 3],
  column: [1, 3],
};
const WHEEL_SPOTS: readonly string[] = WHEEL_NUMBERS.map(wheelSpot);
const SPOTS: Record<LiveTableKind, readonly string[]> = {
  roulette: ROULETTE_BET_TYPES,
  baccarat: ['player', 'banker', 'tie'],
  blackjack: ['hand'],
  wheel: WHEEL_SPOTS,
};

/** The call's chips in minor units, or INVALID_BET: unknown spot, value out of range, amount not positive. */
export function parseBets(kind: LiveTableKind, params: unknown, decimals: number): MinorBet[] {
  const parsed = LiveBetBody.safeParse(params);
  if (!parsed.success) throw invalidBet();
  const { bets } = parsed.data;
  if (bets.length < 1 || bets.length > LIVE_MAX_BETS) throw invalidBet();
  return bets.map((bet) => {
    if (!SPOTS[kind].includes(bet.spot)) throw invalidBet();
    const amount = Number.isFinite(bet.amount) && bet.amount > 0 ? toMinor(bet.amount, decimals) : null;
    if (amount === null || amount <= 0) throw invalidBet();
    const range = kind === 'roulette' ? ROULETTE_RANGES[bet.spot as RouletteBetType] : undefined;
    if (!range) return { spot: bet.spot, amount };
    const value = bet.value;
    if (value === undefined || !Number.isInteger(value) || value < range[0] || value > range[1]) {
      throw invalidBet();
    }
    return { spot: bet.spot, value, amount };
  });
}

/** What one chip returns (stake included) on the round's outcome; a blackjack chip needs the seat's hand. */
function chipReturn(bet: MinorBet, outcome: LiveOutcome, hand: LiveHand | null): Return {
  switch (outcome.kind) {
    case 'roulette':
      return rouletteReturn(bet.spot as RouletteBetType, bet.value, outcome.pocket);
    case 'baccarat':
      return baccaratReturn(bet.spot as 'player' | 'banker' | 'tie', outcome.winner);
    case 'wheel':
      return bet.spot === wheelSpot(outcome.number) ? [outcome.number + 1, 1] : [0, 1];
    case 'blackjack':
      return hand ? blackjackReturn(hand, outcome.dealer) : [0, 1];
  }
}

/** The seat's payout in minor units: each chip paid by its own return (the house keeps rounding dust). */
export function seatPayout(bets: readonly MinorBet[], outcome: LiveOutcome, hand: LiveHand | null): number {
  return bets.reduce((sum, bet) => sum + payMinor(bet.amount, chipReturn(bet, outcome, hand)), 0);
}

/** The spots a seat covers, for the bet rows ("red", "17", "banker", "x10", "hand"). */
export function spotLabels(bets: readonly MinorBet[]): string[] {
  const labels = bets.map((bet) =>
    bet.spot.startsWith('wheel-')
      ? `x${bet.spot.slice(6)}`
      : bet.value === undefined
        ? bet.spot
        : bet.spot === 'straight'
          ? String(bet.value)
          : `${bet.spot} ${bet.value}`,
  );
  return [...new Set(labels)];
}

/** The wire's chips (decimals) from minor ones. */
export function wireBets(bets: readonly MinorBet[], decimals: number): LiveBet[] {
  return bets.map((bet) => ({ ...bet, amount: fromMinor(bet.amount, decimals) }) as LiveBet);
}
