/**
 * The Statistics tab (GET /api/profile/{id}/stats): real money wagered per day over 30 days, wins and losses by
 * game, the highest multipliers. Loaded with its own chunk: recharts comes only when the tab is opened.
 */
import type { ReactNode } from 'react';
import type { ProfileStats } from '@contract/profile-stats';
import { apiAt } from '../../../api/api';
import { BarSeriesChart } from '../../token/analytics/charts';
import { GameResultsChart } from './GameResultsChart';
import { TabStatus } from './TabStatus';
import { useTabData } from './use-tab-data';
import './profile-stats.css';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const betDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="profile-stats__block" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Stats({ stats }: { stats: ProfileStats }) {
  const total = stats.days.reduce((sum, day) => sum + day.wagered, 0);
  if (stats.games.length === 0) return <p className="bets__empty">No settled bets yet: nothing to chart.</p>;
  return (
    <div className="profile-stats">
      <Block title="Wagered per day">
        <p className="profile-stats__figure">
          {usd.format(total)} <span>in the last {stats.days.length} days (real money)</span>
        </p>
        <BarSeriesChart
          points={stats.days.map(({ day, wagered }) => ({ label: day, value: wagered }))}
          formatValue={(value) => usd.format(value)}
          formatLabel={formatDay}
          description={`Real money wagered per day over the last ${stats.days.length} days`}
          name="Wagered"
        />
      </Block>
      <Block title="Wins and losses by game">
        <GameResultsChart games={stats.games} />
      </Block>
      <Block title="Biggest multipliers">
        <ol className="profile-stats__top">
          {stats.topMultipliers.map((bet) => (
            <li key={bet.id}>
              <span className="profile-stats__multiplier">{bet.multiplier.toFixed(2)}×</span>
              <span className="profile-stats__game">{bet.name}</span>
              <span className="profile-stats__meta">
                Bet #{bet.number} · {bet.currency.toUpperCase()}
                {bet.demo ? ' (demo)' : ''} · {betDate.format(new Date(bet.createdAt))}
              </span>
            </li>
          ))}
        </ol>
      </Block>
    </div>
  );
}

export function ProfileStatsTab({ userId }: { userId: string }) {
  const [state, retry] = useTabData(userId, () => apiAt('GET /api/profile/{id}/stats', { id: userId }));
  return (
    <TabStatus state={state} retry={retry}>
      {(stats) => <Stats stats={stats} />}
    </TabStatus>
  );
}
