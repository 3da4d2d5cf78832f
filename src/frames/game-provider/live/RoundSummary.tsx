import type { LiveTableState } from '@contract/provider/live';
import { formatAmount } from '../ui';

/** The player's round in one line: what they staked, then what it paid; and how many seats are in. */
export function RoundSummary({ state, currency }: { state: LiveTableState; currency: string }) {
  const { mine } = state;
  const others = state.bets.length - (mine ? 1 : 0);
  let text = 'No bets from you this round';
  let tone = '';
  if (mine && mine.payout !== null) {
    text = mine.payout > 0 ? `You win ${formatAmount(mine.payout, currency)}` : 'No win this round';
    tone = mine.payout > 0 ? ' lv-summary--win' : ' lv-summary--lose';
  } else if (mine) {
    text = `Your bets: ${formatAmount(mine.wager, currency)}`;
  }
  return (
    <div className={`lv-summary${tone}`} aria-live="polite">
      <strong data-testid="live-my-round">{text}</strong>
      <span>
        {others} other {others === 1 ? 'player' : 'players'} this round
      </span>
    </div>
  );
}
