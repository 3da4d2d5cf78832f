/** Wins and losses by game: one stacked horizontal bar per game (recharts). */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { GameResults } from '@contract/profile-stats';

const ROW_PX = 32;
const axis = { stroke: 'var(--text-muted)', fontSize: 12, tickLine: false, axisLine: false } as const;

export function GameResultsChart({ games }: { games: readonly GameResults[] }) {
  const height = 48 + games.length * ROW_PX;
  return (
    <figure className="chart" data-points={games.length}>
      <figcaption className="visually-hidden">
        Wins and losses by game:{' '}
        {games.map((game) => `${game.name} ${game.wins} won, ${game.losses} lost`).join('; ')}
      </figcaption>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={[...games]} layout="vertical" margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" allowDecimals={false} {...axis} />
          <YAxis type="category" dataKey="name" width={96} {...axis} />
          <Tooltip
            cursor={{ fill: 'rgb(255 255 255 / 6%)' }}
            contentStyle={{
              background: 'var(--bg-sunken)',
              border: '1px solid var(--border)',
              borderRadius: 8,
            }}
            labelStyle={{ color: 'var(--text-muted)' }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="wins" name="Wins" stackId="results" fill="var(--success)" isAnimationActive={false} />
          <Bar
            dataKey="losses"
            name="Losses"
            stackId="results"
            fill="var(--danger)"
            radius={[0, 3, 3, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
