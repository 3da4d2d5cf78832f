/**
 * The pots of a finished hand: the bet no one called goes back to whoever made it, and what is left splits into
 * the main pot and side pots by the all-in levels. A player can win only the pots up to what they put in.
 */
export interface Contribution {
  seat: number;
  /** Chips the player put in during the hand. */
  total: number;
  folded: boolean;
}

export interface Pot {
  amount: number;
  /** Seats still in the hand who put in at least this pot's level. */
  eligible: number[];
}

/** The part of the biggest contribution that nobody matched, and whose it is; null when it was matched. */
export function uncalledBet(contributions: readonly Contribution[]): { seat: number; amount: number } | null {
  const sorted = [...contributions].sort((a, b) => b.total - a.total);
  const [top, second] = sorted;
  if (!top) return null;
  const excess = top.total - (second?.total ?? 0);
  return excess > 0 ? { seat: top.seat, amount: excess } : null;
}

/**
 * Main pot first, then side pots. Folded players' chips stay in the pots they reached; a level whose every
 * contributor folded joins the pot before it (it can only happen with chips nobody still in could claim).
 */
export function buildPots(contributions: readonly Contribution[]): Pot[] {
  const levels = [...new Set(contributions.map((entry) => entry.total).filter((total) => total > 0))].sort(
    (a, b) => a - b,
  );
  const pots: Pot[] = [];
  let previous = 0;
  for (const level of levels) {
    const amount = contributions.reduce(
      (sum, entry) => sum + Math.max(0, Math.min(entry.total, level) - previous),
      0,
    );
    const eligible = contributions
      .filter((entry) => !entry.folded && entry.total >= level)
      .map((entry) => entry.seat);
    previous = level;
    const last = pots.at(-1);
    if (last && (eligible.length === 0 || sameSeats(last.eligible, eligible))) last.amount += amount;
    else if (eligible.length > 0) pots.push({ amount, eligible });
    else pots.push({ amount, eligible: [] });
  }
  return pots.filter((pot) => pot.amount > 0);
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((seat, index) => seat === b[index]);
}

/**
 * Splits `amount` among `winners` (seats in the order the odd chips go: the first left of the button first).
 */
export function splitPot(amount: number, winners: readonly number[]): Map<number, number> {
  const shares = new Map<number, number>();
  const share = Math.floor(amount / winners.length);
  let odd = amount - share * winners.length;
  for (const seat of winners) {
    shares.set(seat, share + (odd > 0 ? 1 : 0));
    odd -= 1;
  }
  return shares;
}
