/**
 * The eight analytics blocks (platform.md §2): each makes its own call for the timeframe and shows its own
 * states, so one failing call leaves the others standing.
 */
import type { AnalyticsItem, AnalyticsSeries, AnalyticsTimeframe } from '@contract/analytics';
import { TOKEN } from '@contract/token';
import { useSession } from '../../auth';
import {
  formatChange,
  formatCompact,
  formatDay,
  formatDayAndHour,
  formatTokenPrice,
  formatCompactUsd,
} from '../format';
import { ChartBlock } from './ChartBlock';
import { BarSeriesChart, LineSeriesChart, PayoutChart, type Point } from './charts';
import { useAnalytics } from './use-analytics';

export interface BlockProps {
  timeframe: AnalyticsTimeframe;
}

const days = (timeframe: AnalyticsTimeframe) => `over the last ${timeframe} days`;
const tokens = (value: number) => `${formatCompact(value)} ${TOKEN.symbol}`;

const dailyPoints = <M,>(data: readonly AnalyticsItem<M>[], value: (metrics: M) => number): Point[] =>
  data.map((item) => ({ label: item.dimensions.date, value: value(item.metrics) }));

const seriesPoints = ({ labels, values }: AnalyticsSeries): Point[] =>
  labels.map((label, index) => ({ label, value: values[index]! }));

const noSeries = (series: AnalyticsSeries) => series.values.length === 0;

export function BurnBlock({ timeframe }: BlockProps) {
  const state = useAnalytics('POST /analytics/burn', timeframe);
  return (
    <ChartBlock
      title="24H burnt"
      state={state}
      isEmpty={(answer) => answer.data.length === 0}
      figure={(answer) => tokens(answer.burn)}
    >
      {(answer) => (
        <BarSeriesChart
          name="Burnt"
          points={dailyPoints(answer.data, (metrics) => metrics.usd)}
          formatValue={formatCompactUsd}
          formatLabel={formatDay}
          description={`US dollars of ${TOKEN.symbol} bought back and burnt per day ${days(timeframe)}`}
        />
      )}
    </ChartBlock>
  );
}

export function BurntChartBlock({ timeframe }: BlockProps) {
  const state = useAnalytics('POST /analytics/burnt-chart', timeframe);
  return (
    <ChartBlock title="Burnt per day" state={state} isEmpty={noSeries} className="chart-block--wide">
      {(series) => (
        <BarSeriesChart
          name="Burnt"
          points={seriesPoints(series)}
          formatValue={formatCompact}
          formatLabel={formatDay}
          description={`${TOKEN.symbol} burnt per day ${days(timeframe)}`}
        />
      )}
    </ChartBlock>
  );
}

const PRODUCTS = {
  futures: { route: 'POST /analytics/expectedProfit/futures', title: '24H futures revenue' },
  casino: { route: 'POST /analytics/expectedProfit/slots', title: '24H casino revenue' },
  sport: { route: 'POST /analytics/expectedProfit/sport', title: '24H sports revenue' },
} as const;

export function RevenueBlock({ timeframe, product }: BlockProps & { product: keyof typeof PRODUCTS }) {
  const { route, title } = PRODUCTS[product];
  const state = useAnalytics(route, timeframe);
  return (
    <ChartBlock
      title={title}
      state={state}
      isEmpty={(answer) => answer.data.length === 0}
      figure={(answer) => formatCompactUsd(answer.totalProfit)}
    >
      {(answer) => (
        <BarSeriesChart
          name="Revenue"
          points={dailyPoints(answer.data, (metrics) => metrics.profit)}
          formatValue={formatCompactUsd}
          formatLabel={formatDay}
          description={`House revenue of ${product} per day ${days(timeframe)}`}
        />
      )}
    </ChartBlock>
  );
}

export function PayoutBlock({ timeframe }: BlockProps) {
  const userId = useSession((session) => session.user?._id ?? null);
  const state = useAnalytics('POST /analytics/revShare/payout', timeframe, userId);
  return (
    <ChartBlock
      title="Weekly payouts"
      state={state}
      isEmpty={(answer) => answer.data.length === 0}
      figure={(answer) => {
        const week = answer.data[answer.data.length - 1]!.metrics;
        return (
          <>
            {formatCompactUsd(week.payout)}
            <span className="chart-block__aside">
              {userId ? `Your share ${formatCompactUsd(week.share)}` : 'Sign in for your share'}
            </span>
          </>
        );
      }}
    >
      {(answer) => (
        <PayoutChart
          weeks={answer.data.map((item) => ({ label: item.dimensions.date, ...item.metrics }))}
          formatValue={formatCompactUsd}
          formatLabel={(label) => `Week to ${formatDay(label)}`}
          description={`The cash-share pool and your share per week ${days(timeframe)}`}
        />
      )}
    </ChartBlock>
  );
}

export function SupplyBlock({ timeframe }: BlockProps) {
  const state = useAnalytics('POST /analytics/BetKingsSupply', timeframe);
  return (
    <ChartBlock
      title="Token supply"
      state={state}
      isEmpty={noSeries}
      figure={(series) => tokens(series.values[series.values.length - 1]!)}
    >
      {(series) => (
        <BarSeriesChart
          zoomed
          name="Supply"
          points={seriesPoints(series)}
          formatValue={formatCompact}
          formatLabel={formatDay}
          description={`${TOKEN.symbol} in existence at the end of each day ${days(timeframe)}`}
        />
      )}
    </ChartBlock>
  );
}

export function PriceBlock({ timeframe, className }: BlockProps & { className?: string }) {
  const state = useAnalytics('POST /analytics/BetKingsTokenPrice', timeframe);
  return (
    <ChartBlock
      title="Token price"
      state={state}
      isEmpty={noSeries}
      className={className}
      figure={({ labels, values }) => (
        <>
          {formatTokenPrice(values[values.length - 1]!)}
          <span className="chart-block__aside">
            {formatChange(((values[values.length - 1]! - values[0]!) / values[0]!) * 100)} since{' '}
            {formatDay(labels[0]!.slice(0, 10))}
          </span>
        </>
      )}
    >
      {(series) => (
        <LineSeriesChart
          name="Price"
          points={seriesPoints(series)}
          formatValue={formatTokenPrice}
          formatLabel={formatDayAndHour}
          description={`The price of ${TOKEN.symbol} in US dollars ${days(timeframe)}`}
        />
      )}
    </ChartBlock>
  );
}
