import type { RaceEntry } from '@contract/index';
import { useSession } from '../../auth';
import { BetAmount } from '../../bets/BetAmount';
import { formatUsd, ordinal } from '../format';
import { PlayerName } from '../PlayerName';

const NO_WAGERS = 'No wagers yet: the first real-money bet takes 1st place.';

export interface RaceTableProps {
  entries: readonly RaceEntry[];
  /** The race's prize currency. */
  currency: string;
  caption: string;
  /** What an empty table says. */
  empty?: string;
}

/** Rank, user, wagered (US dollars) and prize of each place; the viewer's own row stands out. */
export function RaceTable({ entries, currency, caption, empty = NO_WAGERS }: RaceTableProps) {
  const meId = useSession((session) => session.user?._id ?? null);
  if (entries.length === 0) return <p className="race-table__empty">{empty}</p>;
  return (
    <table className="race-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">User</th>
          <th scope="col">Wagered</th>
          <th scope="col">Prize</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr
            key={entry.place}
            className={entry.user._id === meId ? 'race-table__row race-table__row--me' : 'race-table__row'}
            aria-current={entry.user._id === meId ? 'true' : undefined}
          >
            <td>{ordinal(entry.place)}</td>
            <td>
              <PlayerName user={entry.user} />
            </td>
            <td>{formatUsd(entry.entry.wager_usd)}</td>
            <td>
              <BetAmount value={entry.prize} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
