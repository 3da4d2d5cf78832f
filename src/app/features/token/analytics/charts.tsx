/**
 * The analytics' charts (recharts): bars of a daily figure (gains in the accent colour, losses in red), bars of
 * the weekly pool beside the player's share, and the price line. Each is a figure with a caption for screen
 * readers; its points' count is on `data-points`, for the page's tests.
 */
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';

export interface Point {
  label: string;
  value: number;
}

interface ChartProps {
  points: readonly Point[];
  formatValue: (value: number) => string;
  formatLabel: (label: string) => string;
  /** What the chart shows, for screen readers. */
  description: string;
}

const HEIGHT = 180;
const MARGIN = { top: 8, right: 4, bottom: 0, left: 0 };
const axis = { stroke: 'var(--text-muted)', fontSize: 12, tickLine: false, axisLine: false } as const;

function Frame({
  description,
  count,
  children,
}: {
  description: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <figure className="chart" data-points={count}>
      <figcaption className="visually-hidden">{description}</figcaption>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}

/** The tooltip: the point's label and each named figure of it, formatted. */
function tooltip(
  formatLabel: (label: string) => string,
  rows: (row: Record<string, number>) => [string, string][],
) {
  return function ChartTooltip({
    active,
    payload,
    label,
  }: TooltipContentProps<TooltipValueType, string | number>) {
    const row = payload?.[0]?.payload as Record<string, number> | undefined;
    if (!active || !row) return null;
    return (
      <div className="chart-tooltip">
        <p className="chart-tooltip__label">{formatLabel(String(label))}</p>
        {rows(row).map(([name, value]) => (
          <p key={name}>
            {name}: <strong>{value}</strong>
          </p>
        ))}
      </div>
    );
  };
}

/**
 * The value axis of bars that all stand far from zero and move little (the supply): from just under the lowest
 * to the highest, so that the change shows.
 */
function zoomedDomain(points: readonly Point[]): [number, number] {
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) / 2 || Math.abs(high) / 10_000;
  return [low - pad, high];
}

/**
 * Bars of one figure per label: gains in the accent colour, losses in red below the axis. `zoomed` starts the
 * value axis near the lowest bar instead of at zero.
 */
export function BarSeriesChart({
  points,
  formatValue,
  formatLabel,
  description,
  name,
  zoomed = false,
}: ChartProps & { name: string; zoomed?: boolean }) {
  const data = points.map(({ label, value }) => ({
    label,
    value,
    gain: Math.max(value, 0),
    loss: Math.min(value, 0),
  }));
  const content = tooltip(formatLabel, (row) => [[name, formatValue(row.value!)]]);
  return (
    <Frame description={description} count={points.length}>
      <BarChart data={data} margin={MARGIN}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tickFormatter={formatLabel} minTickGap={16} {...axis} />
        <YAxis
          tickFormatter={formatValue}
          width={64}
          domain={zoomed ? zoomedDomain(points) : undefined}
          allowDataOverflow={zoomed}
          {...axis}
        />
        <Tooltip content={content} cursor={{ fill: 'rgb(255 255 255 / 6%)' }} />
        <Bar
          dataKey="gain"
          stackId="value"
          fill="var(--accent)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="loss"
          stackId="value"
          fill="var(--danger)"
          radius={[0, 0, 3, 3]}
          isAnimationActive={false}
        />
      </BarChart>
    </Frame>
  );
}

/** The weekly pool beside the player's share of it. */
export function PayoutChart({
  weeks,
  formatValue,
  formatLabel,
  description,
}: Omit<ChartProps, 'points'> & { weeks: readonly { label: string; payout: number; share: number }[] }) {
  const content = tooltip(formatLabel, (row) => [
    ['Pool', formatValue(row.payout!)],
    ['Your share', formatValue(row.share!)],
  ]);
  return (
    <Frame description={description} count={weeks.length}>
      <BarChart data={[...weeks]} margin={MARGIN}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tickFormatter={formatLabel} {...axis} />
        <YAxis tickFormatter={formatValue} width={64} {...axis} />
        <Tooltip content={content} cursor={{ fill: 'rgb(255 255 255 / 6%)' }} />
        <Bar dataKey="payout" fill="var(--accent)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="share" fill="var(--success)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

/** A line through the points (the token's price). */
export function LineSeriesChart({
  points,
  formatValue,
  formatLabel,
  description,
  name,
}: ChartProps & { name: string }) {
  const content = tooltip(formatLabel, (row) => [[name, formatValue(row.value!)]]);
  return (
    <Frame description={description} count={points.length}>
      <LineChart data={[...points]} margin={MARGIN}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tickFormatter={formatLabel} minTickGap={24} {...axis} />
        <YAxis tickFormatter={formatValue} width={64} domain={['auto', 'auto']} {...axis} />
        <Tooltip content={content} />
        <Line
          type="monotone"
          dataKey="value"
          stroke="var(--accent)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </Frame>
  );
}
