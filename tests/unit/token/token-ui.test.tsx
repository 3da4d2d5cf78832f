// @vitest-environment jsdom
/**
 * The token's client: an analytics block's four states (loading, data, 'No data available.', 'An error has
 * occurred.'), the analytics page's 7 / 30 days switch reloading every block, and the sidebar's token box
 * (symbol, 24 h change coloured by its sign, price, and the -10 text when the price is unavailable).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ANALYTICS_ROUTES, CHART_TEXTS, type AnalyticsRoute } from '@contract/analytics';
import { ApiError } from '@contract/index';
import { TOKEN_PRICE_ERROR, TOKEN_PRICE_FAULT } from '@contract/token';
import { setTransport } from '../../../src/app/api/api';
import { FaultSection } from '../../../src/app/features/sim-panel/sections/FaultSection';
import type { HarnessHandle } from '../../../src/app/transport';
import { ChartBlock } from '../../../src/app/features/token/analytics/ChartBlock';
import type { Loadable } from '../../../src/app/features/token/analytics/use-analytics';
import { AnalyticsPage } from '../../../src/app/features/token/pages';
import { TokenBox } from '../../../src/app/features/token/TokenBox';
import { useTokenPrice } from '../../../src/app/features/token/token-price-store';
import { renderAt, signOut } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { stubCarouselObservers } from '../shell/fakes/dom';

const fake = createFakeTransport();

const daily = (metrics: Record<string, number>) => [
  { dimensions: { date: '2024-05-01' }, metrics },
  { dimensions: { date: '2024-05-02' }, metrics },
];
const series = { labels: ['2024-05-01', '2024-05-02'], values: [1_000_000_000, 999_990_000] };
const ANSWERS: Record<AnalyticsRoute, unknown> = {
  'POST /analytics/burn': { burn: 12_500, data: daily({ burnt: 6_000, usd: 300 }) },
  'POST /analytics/burnt-chart': series,
  'POST /analytics/expectedProfit/futures': { totalProfit: 1_500, data: daily({ profit: 750 }) },
  'POST /analytics/expectedProfit/slots': { totalProfit: 2_345_000, data: daily({ profit: -120 }) },
  'POST /analytics/expectedProfit/sport': { totalProfit: 0, data: [] },
  'POST /analytics/revShare/payout': {
    data: [{ dimensions: { date: '2024-05-05', status: 'accruing' }, metrics: { payout: 40, share: 0 } }],
  },
  'POST /analytics/BetKingsSupply': series,
  'POST /analytics/BetKingsTokenPrice': {
    labels: ['2024-05-01T12:00:00.000Z', '2024-05-02T12:00:00.000Z'],
    values: [0.05, 0.051],
  },
};

beforeEach(() => {
  stubCarouselObservers();
  setTransport(fake.transport);
  fake.reset();
  signOut();
  for (const route of ANALYTICS_ROUTES) fake.requestHandlers.set(route, () => ANSWERS[route]);
});
afterEach(cleanup);

describe('an analytics block', () => {
  const block = (state: Loadable<number[]>) =>
    render(
      <ChartBlock
        title="Token supply"
        state={state}
        isEmpty={(values) => values.length === 0}
        figure={(values) => `${values.length} days`}
      >
        {(values) => <p>chart of {values.join(',')}</p>}
      </ChartBlock>,
    );
  const region = () => screen.getByRole('region', { name: 'Token supply' });

  it('is busy while loading', () => {
    block({ status: 'loading' });
    expect(region().getAttribute('aria-busy')).toBe('true');
    expect(within(region()).getByRole('status')).toBeTruthy();
    expect(region().textContent).toBe('Token supplyLoading…');
  });

  it('shows the figure and the chart once its data is there', () => {
    block({ status: 'ready', data: [3, 4] });
    expect(region().getAttribute('aria-busy')).toBe('false');
    expect(region().textContent).toBe('Token supply2 dayschart of 3,4');
  });

  it("says 'No data available.' for an answer without items", () => {
    block({ status: 'ready', data: [] });
    expect(region().textContent).toBe(`Token supply${CHART_TEXTS.noData}`);
  });

  it("says 'An error has occurred.' when its call failed", () => {
    block({ status: 'error' });
    expect(within(region()).getByRole('alert').textContent).toBe(CHART_TEXTS.error);
    expect(region().textContent).toBe(`Token supply${CHART_TEXTS.error}`);
  });
});

describe('the analytics page', () => {
  it('asks each of the eight calls for 30 days, and all of them again for 7 when switched', async () => {
    fake.requestHandlers.set('POST /analytics/expectedProfit/futures', () => {
      throw new ApiError(500, { code: 0, message: 'Internal server error' });
    });
    await renderAt(<AnalyticsPage />, '/analytics');
    for (const route of ANALYTICS_ROUTES) expect(fake.bodiesOf(route)).toEqual([{ timeframe: 30 }]);
    const blockOf = (name: string) => screen.getByRole('region', { name });
    expect(blockOf('24H burnt').textContent).toContain('12.5K $KINGS');
    expect(blockOf('24H casino revenue').textContent).toContain('$2.35M');
    // One failed call leaves the other blocks standing.
    expect(within(blockOf('24H futures revenue')).getByRole('alert').textContent).toBe(CHART_TEXTS.error);
    expect(blockOf('24H sports revenue').textContent).toContain(CHART_TEXTS.noData);
    expect(blockOf('Weekly payouts').textContent).toContain('Sign in for your share');
    expect(blockOf('Token supply').querySelector('[data-points]')?.getAttribute('data-points')).toBe('2');

    const seven = screen.getByRole('button', { name: '7 days' });
    expect(seven.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(seven));
    expect(seven.getAttribute('aria-pressed')).toBe('true');
    for (const route of ANALYTICS_ROUTES)
      expect(fake.bodiesOf(route)).toEqual([{ timeframe: 30 }, { timeframe: 7 }]);
  });
});

describe('the token box', () => {
  beforeEach(() => useTokenPrice.setState({ status: 'loading', usd: null, change24h: null }));

  it('shows the symbol, the price and a red or green 24 h change, and links to /token', async () => {
    fake.requestHandlers.set('POST /api/token/price', () => ({
      bitcoin: { usd: 0.051234, usd_24h_change: -1.5 },
    }));
    await renderAt(<TokenBox />);
    const box = screen.getByRole('region', { name: '$KINGS price' });
    expect(within(box).getByRole('link').getAttribute('href')).toBe('/token');
    expect(box.textContent).toBe('$KINGS$0.05123-1.50%');
    expect(within(box).getByText('-1.50%').className).toContain('is-down');
  });

  it('says the -10 text when the price is unavailable', async () => {
    fake.requestHandlers.set('POST /api/token/price', () => {
      throw new ApiError(503, { code: -10, message: TOKEN_PRICE_ERROR });
    });
    await renderAt(<TokenBox />);
    const box = screen.getByRole('region', { name: '$KINGS price' });
    expect(within(box).getByRole('alert').textContent).toBe('Failed to get token price, try again later');
  });
});

describe("the demo panel's price fault", () => {
  it('arms -10 on the price call and has the token box ask at once; clearing asks again', async () => {
    useTokenPrice.setState({ status: 'ready', usd: 0.05, change24h: 0 });
    let armed = false;
    fake.requestHandlers.set('POST /api/token/price', () => {
      if (armed) throw new ApiError(503, { code: -10, message: TOKEN_PRICE_ERROR });
      return { bitcoin: { usd: 0.05, usd_24h_change: 0 } };
    });
    const control = {
      injectFault: vi.fn(async () => void (armed = true)),
      clearFaults: vi.fn(async () => void (armed = false)),
    };
    render(<FaultSection harness={{ control } as unknown as HarnessHandle} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Token price unavailable (-10)' })),
    );
    expect(control.injectFault).toHaveBeenCalledWith(TOKEN_PRICE_FAULT);
    expect(useTokenPrice.getState().status).toBe('error');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear faults' })));
    expect(useTokenPrice.getState().status).toBe('ready');
    expect(fake.bodiesOf('POST /api/token/price')).toHaveLength(2);
  });
});
