import { Line, LineChart, ReferenceLine, YAxis } from 'recharts';

/** The profit monitor's small line of cumulative profit, one point per settled round. */
export default function ProfitChart({ series }: { series: readonly number[] }) {
  const points = [{ round: 0, profit: 0 }, ...series.map((profit, index) => ({ round: index + 1, profit }))];
  const last = series.at(-1) ?? 0;
  return (
    <LineChart width={260} height={90} data={points} margin={{ top: 6, right: 6, bottom: 6, left: 6 }}>
      <YAxis hide domain={['auto', 'auto']} />
      <ReferenceLine y={0} stroke="var(--border)" />
      <Line
        type="monotone"
        dataKey="profit"
        dot={false}
        isAnimationActive={false}
        strokeWidth={2}
        stroke={last >= 0 ? 'var(--success)' : 'var(--danger)'}
      />
    </LineChart>
  );
}
