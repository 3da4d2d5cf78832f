/**
 * The candlestick chart of one market, driven from outside React: lightweight-charts v5 with a candle series,
 * a faint volume histogram under it, the last candle moved by every tick and the price lines of the player's
 * open positions. The chart sizes itself to its box (autoSize watches it).
 */
import {
  CandlestickSeries,
  HistogramSeries,
  LineStyle,
  createChart,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '@contract/trading';
import { chartOptions, faint, type ChartColours } from './chart-theme';
import { candleWithTick, toCandlestick, toVolumeBar } from './candle-feed';

/** A horizontal line at a price: a position's entry, bust, take profit or stop loss. */
export interface PriceLineSpec {
  price: number;
  title: string;
  tone: 'entry' | 'bust' | 'takeProfit' | 'stopLoss';
}

export class CandleChart {
  private readonly chart: IChartApi;
  private readonly candles: ISeriesApi<'Candlestick', UTCTimestamp>;
  private readonly volume: ISeriesApi<'Histogram', UTCTimestamp>;
  private lines: IPriceLine[] = [];
  private last: Candle | null = null;
  private intervalMs = 60_000;
  private readonly volumeColours: { up: string; down: string };

  constructor(
    element: HTMLElement,
    decimals: number,
    private readonly colours: ChartColours,
  ) {
    this.chart = createChart(element, chartOptions(colours));
    this.candles = this.chart.addSeries(CandlestickSeries, {
      upColor: colours.up,
      downColor: colours.down,
      wickUpColor: colours.up,
      wickDownColor: colours.down,
      borderVisible: false,
      priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals },
    }) as ISeriesApi<'Candlestick', UTCTimestamp>;
    this.volume = this.chart.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    }) as ISeriesApi<'Histogram', UTCTimestamp>;
    // The volume takes the bottom fifth, under the candles.
    this.volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.22 } });
    this.volumeColours = { up: faint(colours.up, 0.35), down: faint(colours.down, 0.35) };
  }

  /** Replaces the series (oldest first) and shows the newest candles. */
  setCandles(candles: readonly Candle[], intervalMs: number): void {
    this.intervalMs = intervalMs;
    this.last = candles.at(-1) ?? null;
    this.candles.setData(candles.map(toCandlestick));
    this.volume.setData(candles.map((candle) => toVolumeBar(candle, this.volumeColours)));
    this.chart.timeScale().scrollToRealTime();
  }

  /** Moves the last candle (or opens the next) with a tick; older ticks change nothing. */
  tick(price: number, at: number): void {
    const next = candleWithTick(this.last, price, at, this.intervalMs);
    if (next === this.last) return;
    this.last = next;
    this.candles.update(toCandlestick(next));
    this.volume.update(toVolumeBar(next, this.volumeColours));
  }

  setLines(specs: readonly PriceLineSpec[]): void {
    for (const line of this.lines) this.candles.removePriceLine(line);
    const colour = {
      entry: this.colours.text,
      bust: this.colours.down,
      takeProfit: this.colours.up,
      stopLoss: this.colours.warning,
    } as const;
    this.lines = specs.map(({ price, title, tone }) =>
      this.candles.createPriceLine({
        price,
        title,
        color: colour[tone],
        lineWidth: 1,
        lineStyle: tone === 'entry' ? LineStyle.Dashed : LineStyle.Dotted,
        axisLabelVisible: true,
      }),
    );
  }

  remove(): void {
    this.chart.remove();
  }
}
