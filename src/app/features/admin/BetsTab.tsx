import { useState } from 'react';
import { GAMES, type BetRecord } from '@contract/index';
import { Pagination } from '../../components/pagination';
import { CallState } from './CallState';
import { formatAmount, formatDelta, formatTime } from './admin-format';
import { useAdminCall } from './use-admin-call';

const gameName = (bet: BetRecord) =>
  bet.gameName ?? GAMES.find((game) => game.id === bet.game)?.name ?? bet.game;

/** The player's bets, newest first, demo ones marked. */
export function BetsTab({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const { state, reload } = useAdminCall('POST /api/admin/user/bets', { userId, page });
  return (
    <div className="admin-card">
      <h2>Bets</h2>
      <CallState
        state={state}
        what="bets"
        onRetry={reload}
        isEmpty={(answer) => answer.total === 0}
        empty="This player has not bet yet."
      >
        {(answer) => (
          <>
            <div className="admin-scroll" role="region" aria-label="Bets table" tabIndex={0}>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Bet</th>
                    <th scope="col">Game</th>
                    <th scope="col">Time</th>
                    <th scope="col">Wager</th>
                    <th scope="col">Multiplier</th>
                    <th scope="col">Profit</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.data.map((bet) => (
                    <tr key={bet.id}>
                      <td className="admin-mono">#{bet.number}</td>
                      <td>
                        {gameName(bet)}
                        {bet.demo && <span className="admin-tag admin-tag--small">Demo</span>}
                      </td>
                      <td>{formatTime(bet.createdAt)}</td>
                      <td className="admin-num">
                        {formatAmount(bet.wager)} {bet.currency.toUpperCase()}
                      </td>
                      <td className="admin-num">
                        {bet.status === 'in-progress' ? '…' : `${bet.multiplier.toFixed(2)}×`}
                      </td>
                      <td
                        className={`admin-num ${bet.profit < 0 ? 'admin-danger' : bet.profit > 0 ? 'admin-ok' : ''}`}
                      >
                        {formatDelta(bet.profit)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={answer.page} pages={answer.pages} onPage={setPage} label="Bets pages" />
          </>
        )}
      </CallState>
    </div>
  );
}
