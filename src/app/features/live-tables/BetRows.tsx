import type { MultiplayerBetRow } from '@contract/provider/live';
import { useCoinText } from './amounts';

/** The round's multiplayer bet rows (platform.md §3): player, spots, wager, and the payout once settled. */
export function BetRows({ rows, playerId }: { rows: readonly MultiplayerBetRow[]; playerId: string | null }) {
  const coin = useCoinText();
  if (rows.length === 0) return <p className="live-rows__empty">No bets yet this round</p>;
  return (
    <ul className="live-rows" aria-label="Bets this round">
      {rows.map((row) => {
        const payout = row.additional.payout;
        const mine = row.user._id === playerId;
        return (
          <li key={row.user._id} className={`live-rows__row${mine ? ' live-rows__row--mine' : ''}`}>
            <span className="live-rows__name">{mine ? `${row.user.name} (you)` : row.user.name}</span>
            <span className="live-rows__spots">{row.additional.spots.join(', ')}</span>
            <span className="live-rows__wager">{coin(row.game.wager, row.game.currency)}</span>
            {payout !== null && (
              <span className={`live-rows__payout live-rows__payout--${payout > 0 ? 'win' : 'lose'}`}>
                {payout > 0 ? `+${coin(payout, row.game.currency)}` : '—'}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
