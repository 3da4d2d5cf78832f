/**
 * Beside a live table's frame (the provider-games host page's panel for the live kinds): the table's
 * countdown, the round's multiplayer bet rows from the public channel, and the profit monitor.
 */
import { useCallback } from 'react';
import type { LiveTableKind, MultiplayerSettledPayload } from '@contract/provider/live';
import type { HostPanelProps } from '../provider-games/host-panels';
import { BetRows } from './BetRows';
import { HostCountdown } from './HostCountdown';
import { ProfitMonitor } from './ProfitMonitor';
import { useProfitMonitor } from './profit-store';
import { useTableFeed } from './use-table-feed';
import './live-tables.css';

export function LiveTablePanels({ game, session, call }: HostPanelProps) {
  const countRound = useCallback((settled: MultiplayerSettledPayload, playerId: string | null) => {
    const mine = settled.rows.find((row) => row.user._id === playerId);
    if (!mine || mine.additional.payout === null) return;
    useProfitMonitor
      .getState()
      .record(
        `${settled.table}:${settled.round}`,
        mine.game.currency,
        mine.game.wager,
        mine.additional.payout,
      );
  }, []);
  const feed = useTableFeed(game.id, session, call, countRound);
  return (
    <div className="live-panels">
      <HostCountdown kind={game.kind as LiveTableKind} phase={feed.phase} endsAt={feed.endsAt} />
      <section className="live-panels__bets">
        <h3>
          Bets this round <span className="live-panels__count">{feed.rows.length}</span>
        </h3>
        <BetRows rows={feed.rows} playerId={feed.playerId} />
      </section>
      <ProfitMonitor />
    </div>
  );
}
