/**
 * The eight analytics answers (contract/analytics.ts), each from the rolled-up hours (rollup.ts) of the span
 * it covers. The caller rolls the ledger up first, so a figure includes the newest bet.
 */
import type {
  AnalyticsSeries,
  AnalyticsTimeframe,
  BurnAnswer,
  PayoutAnswer,
  PayoutStatus,
  ProfitAnswer,
} from '@contract/analytics';
import { PRICE_POINT_HOURS } from '@contract/analytics';
import { TOKEN } from '@contract/token';
import type { SimContext } from '../../context';
import type { TokenHourRecord } from '../../services/db';
import { microToUsd } from '../../services/usd';
import { WEEK_MS, weekAt } from '../feed/race-week';
import { DAY_MS, burnOf, dayLabel, dayOfHour, poolOf, revenueOf, round2, spanOf, type Span } from './economy';
import { tokenPrice, type TokenPrice } from './price';
import { paidWeeks } from './revshare-payout';
import { isCounted, type Product } from './reasons';
import { HOUR_MS } from './rollup';

/** The rolled-up hours from `fromHour` to the hour running, oldest first (hours without revenue are absent). */
const hoursFrom = (ctx: SimContext, fromHour: number, toHour: number): Promise<TokenHourRecord[]> =>
  ctx.db.tokenHours.where('hour').between(fromHour, toHour, true, true).toArray();

interface Setting {
  ctx: SimContext;
  price: TokenPrice;
  span: Span;
}

async function settingOf(ctx: SimContext, timeframe: AnalyticsTimeframe): Promise<Setting> {
  const price = await tokenPrice(ctx);
  return { ctx, price, span: spanOf(timeframe, ctx.clock.now(), price.origin) };
}

/** Sums `value` of each hour into its day of the span; a day without hours is 0. */
function perDay(span: Span, hours: readonly TokenHourRecord[], value: (hour: TokenHourRecord) => number) {
  const sums = new Map(span.days.map((day) => [day, 0]));
  for (const hour of hours) {
    const day = dayOfHour(hour.hour);
    if (sums.has(day)) sums.set(day, sums.get(day)! + value(hour));
  }
  return [...sums].map(([day, sum]) => ({ date: dayLabel(day), sum }));
}

const last24h = (span: Span, hours: readonly TokenHourRecord[], value: (hour: TokenHourRecord) => number) =>
  hours.filter((hour) => hour.hour >= span.lastDayFromHour).reduce((sum, hour) => sum + value(hour), 0);

/** The hours of the span's days and of the last 24 hours (which may reach into the day before the span). */
function spanHours({ ctx, span }: Setting) {
  const firstHour = Math.min((span.days[0]! * DAY_MS) / HOUR_MS, span.lastDayFromHour);
  return hoursFrom(ctx, firstHour, span.nowHour);
}

export async function burnAnswer(ctx: SimContext, timeframe: AnalyticsTimeframe): Promise<BurnAnswer> {
  const setting = await settingOf(ctx, timeframe);
  const hours = await spanHours(setting);
  const burns = new Map(hours.map((hour) => [hour.hour, burnOf(hour, setting.price, setting.span.now)]));
  const tokens = (hour: TokenHourRecord) => burns.get(hour.hour)!.tokens;
  const usd = perDay(setting.span, hours, (hour) => burns.get(hour.hour)!.usd);
  return {
    burn: round2(last24h(setting.span, hours, tokens)),
    data: perDay(setting.span, hours, tokens).map(({ date, sum }, index) => ({
      dimensions: { date },
      metrics: { burnt: round2(sum), usd: round2(usd[index]!.sum) },
    })),
  };
}

export async function burntChart(ctx: SimContext, timeframe: AnalyticsTimeframe): Promise<AnalyticsSeries> {
  const { data } = await burnAnswer(ctx, timeframe);
  return { labels: data.map((item) => item.dimensions.date), values: data.map((item) => item.metrics.burnt) };
}

export async function profitAnswer(
  ctx: SimContext,
  timeframe: AnalyticsTimeframe,
  product: Product,
): Promise<ProfitAnswer> {
  if (!isCounted(product)) return { totalProfit: 0, data: [] };
  const setting = await settingOf(ctx, timeframe);
  const hours = await spanHours(setting);
  const value = (hour: TokenHourRecord) => hour[product];
  return {
    totalProfit: microToUsd(last24h(setting.span, hours, value)),
    data: perDay(setting.span, hours, value).map(({ date, sum }) => ({
      dimensions: { date },
      metrics: { profit: microToUsd(sum) },
    })),
  };
}

/** Tokens in existence at the end of each day of the span (today: now). */
export async function supplySeries(ctx: SimContext, timeframe: AnalyticsTimeframe): Promise<AnalyticsSeries> {
  const { price, span } = await settingOf(ctx, timeframe);
  const hours = await hoursFrom(ctx, Math.floor(price.origin / HOUR_MS), span.nowHour);
  let supply: number = TOKEN.initialSupply;
  const endOfDay = new Map<number, number>();
  for (const hour of hours) {
    supply -= burnOf(hour, price, span.now).tokens;
    endOfDay.set(dayOfHour(hour.hour), supply);
  }
  let carried: number = TOKEN.initialSupply;
  for (const [day, value] of endOfDay) if (day < span.days[0]!) carried = value;
  const values = span.days.map((day) => (carried = endOfDay.get(day) ?? carried));
  return { labels: span.days.map(dayLabel), values: values.map(round2) };
}

/** The price at every step of the whole timeframe (the token's walk needs no ledger), and now. */
export async function priceSeries(ctx: SimContext, timeframe: AnalyticsTimeframe): Promise<AnalyticsSeries> {
  const { price, span } = await settingOf(ctx, timeframe);
  const stepMs = PRICE_POINT_HOURS[timeframe] * HOUR_MS;
  const from = (Math.floor(span.now / DAY_MS) - timeframe + 1) * DAY_MS;
  const times: number[] = [];
  for (let at = Math.ceil(from / stepMs) * stepMs; at < span.now; at += stepMs) times.push(at);
  times.push(span.now);
  return {
    labels: times.map((at) => new Date(at).toISOString()),
    values: times.map((at) => price.at(at)),
  };
}

/**
 * The weeks that overlap the span, oldest first: each week's pool and the caller's share of it. A paid week
 * answers what its payout recorded (revshare-payout.ts); the week running, what it would pay now.
 */
export async function payoutAnswer(
  ctx: SimContext,
  timeframe: AnalyticsTimeframe,
  userId: string | null,
): Promise<PayoutAnswer> {
  const { span } = await settingOf(ctx, timeframe);
  const weeks: number[] = [];
  for (let week = weekAt(span.days[0]! * DAY_MS).startsAt; week <= span.now; week += WEEK_MS)
    weeks.push(week);
  const hours = await hoursFrom(ctx, weeks[0]! / HOUR_MS, span.nowHour);
  const wagers = await ctx.db.tokenWagers.where('week').anyOf(weeks).toArray();
  const paid = await paidWeeks(ctx, weeks);
  return {
    data: weeks.map((week) => {
      const status: PayoutStatus = paid.has(week) ? 'paid' : 'accruing';
      // Dated by its last day, the Sunday.
      const dimensions = { date: dayLabel((week + WEEK_MS) / DAY_MS - 1), status };
      const record = paid.get(week);
      if (record)
        return {
          dimensions,
          metrics: {
            payout: microToUsd(record.poolMicroUsd),
            share: microToUsd((userId && record.shares[userId]) || 0),
          },
        };
      const revenue = hours
        .filter((hour) => hour.hour * HOUR_MS >= week && hour.hour * HOUR_MS < week + WEEK_MS)
        .reduce((sum, hour) => sum + revenueOf(hour), 0);
      const pool = poolOf(revenue);
      const ofWeek = wagers.filter((entry) => entry.week === week);
      const total = ofWeek.reduce((sum, entry) => sum + Math.max(0, entry.microUsd), 0);
      const mine = Math.max(0, ofWeek.find((entry) => entry.userId === userId)?.microUsd ?? 0);
      return {
        dimensions,
        metrics: {
          payout: microToUsd(pool),
          share: total > 0 ? microToUsd(Math.floor((pool * mine) / total)) : 0,
        },
      };
    }),
  };
}
