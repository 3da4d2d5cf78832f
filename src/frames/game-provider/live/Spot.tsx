import type { ReactNode } from 'react';
import type { LiveBet } from '@contract/provider/live';

/** A spot's chip without its amount: what a click on the felt bets on. */
export type SpotChoice = { spot: LiveBet['spot']; value?: number };

export const spotKey = (choice: { spot: string; value?: number }) => `${choice.spot}:${choice.value ?? ''}`;

/** The player's stake per spot this round (decimals), from the confirmed bets. */
export function stakesBySpot(bets: readonly LiveBet[] | undefined): Map<string, number> {
  const stakes = new Map<string, number>();
  for (const bet of bets ?? []) {
    const key = spotKey(bet);
    stakes.set(key, Math.round(((stakes.get(key) ?? 0) + bet.amount) * 1e8) / 1e8);
  }
  return stakes;
}

/** A stake in the table's smallest chips (the rack's faces count in them too): '3', '2.5', '1.2k'. */
export function chipCount(stake: number, unit: number): string {
  const count = stake / unit;
  if (count >= 1000) return `${Math.round(count / 100) / 10}k`;
  return String(Math.round(count * 10) / 10);
}

/** A spot of the felt: a button that bets the chosen chip on it, with the player's chips stacked on it. */
export function Spot({
  choice,
  stake,
  unit,
  onBet,
  disabled,
  className = '',
  label,
  winning = false,
  children,
}: {
  choice: SpotChoice;
  stake: number | undefined;
  /** The smallest chip's value: the stack on the spot counts in it. */
  unit: number;
  onBet: (choice: SpotChoice) => void;
  disabled: boolean;
  className?: string;
  label: string;
  winning?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`lv-spot ${className}${winning ? ' lv-spot--winning' : ''}`}
      onClick={() => onBet(choice)}
      disabled={disabled}
      aria-label={stake ? `${label}, your bet ${stake}` : label}
    >
      {children}
      {stake ? <span className="lv-spot__chip">{chipCount(stake, unit)}</span> : null}
    </button>
  );
}
