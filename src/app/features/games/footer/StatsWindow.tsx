import { lazy, Suspense } from 'react';
import { useGameCurrency } from '../hooks';
import { useGameSession } from '../stores/game-session-store';

const ProfitChart = lazy(() => import('./ProfitChart'));

/** The profit monitor (platform.md §2): profit, wagered, wins and losses of this session, and its line. */
export function StatsWindow() {
  const stats = useGameSession((state) => state.stats);
  const resetStats = useGameSession((state) => state.resetStats);
  const setStatsOpen = useGameSession((state) => state.setStatsOpen);
  const { format, code } = useGameCurrency();
  const profitClass = stats.profit > 0 ? 'stat--up' : stats.profit < 0 ? 'stat--down' : '';

  return (
    <section className="stats-window" aria-label="Live stats">
      <header className="stats-window__header">
        <h2>Live stats</h2>
        <button type="button" className="link-button" onClick={resetStats}>
          Reset
        </button>
        <button
          type="button"
          className="icon-button stats-window__close"
          aria-label="Hide stats"
          onClick={() => setStatsOpen(false)}
        >
          ×
        </button>
      </header>
      <dl className="stats-window__figures">
        <div>
          <dt>Profit</dt>
          <dd className={profitClass} data-testid="stats-profit">
            {`${stats.profit < 0 ? '-' : ''}${format(Math.abs(stats.profit))} ${code}`}
          </dd>
        </div>
        <div>
          <dt>Wagered</dt>
          <dd data-testid="stats-wagered">{`${format(stats.wagered)} ${code}`}</dd>
        </div>
        <div>
          <dt>Wins</dt>
          <dd data-testid="stats-wins">{stats.wins}</dd>
        </div>
        <div>
          <dt>Losses</dt>
          <dd data-testid="stats-losses">{stats.losses}</dd>
        </div>
      </dl>
      <div className="stats-window__chart" aria-hidden="true">
        {stats.series.length > 0 ? (
          <Suspense fallback={null}>
            <ProfitChart series={stats.series} />
          </Suspense>
        ) : (
          <p className="stats-window__empty">Play a round to see your profit line.</p>
        )}
      </div>
    </section>
  );
}
