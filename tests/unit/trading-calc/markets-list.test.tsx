// @vitest-environment jsdom
/**
 * /trading/all and the home Futures row: every market with its figures at its own decimals, kept live by the
 * trading server's ticks; the list sorts by column and narrows by kind, and shows its loading, error and
 * empty states.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { TRADING_CHANNEL, TRADING_EVENTS } from '@contract/trading';
import { ApiError } from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { MarketsListPage } from '../../../src/app/features/trading/markets-list';
import { nextSort, sortMarkets } from '../../../src/app/features/trading/markets-list/markets-sort';
import { useMarkets } from '../../../src/app/features/trading/markets-store';
import { FuturesRow } from '../../../src/app/features/home/FuturesRow';
import { createFakeTransport } from '../fakes/transport';
import { deferred } from '../fakes/deferred';
import { renderAt } from '../fakes/app';
import { MARKETS, tick } from './markets';

const fake = createFakeTransport();
const TICKERS = 'POST /api/trading/tickers';

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  useMarkets.setState({ tickers: [], status: 'idle', error: null, lastTickAt: 0 });
  fake.requestHandlers.set(TICKERS, () => MARKETS);
});
afterEach(cleanup);

/** The tickers of the table's rows, top to bottom (each row's Trade link names its market). */
const rowTickers = () =>
  screen
    .getAllByRole('link', { name: /^Trade / })
    .map((link) => link.getAttribute('aria-label')!.replace('Trade ', ''));

const rowOf = (ticker: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('link', { name: `Trade ${ticker}` }))!;

describe('sorting markets', () => {
  it('sorts by any column either way, ties keeping the server order', () => {
    const by = (key: 'name' | 'price' | 'change' | 'volume', direction: 'asc' | 'desc') =>
      sortMarkets(MARKETS, { key, direction }).map((market) => market.ticker);
    expect(by('volume', 'desc')).toEqual(['BTC', 'US500', 'DOGE']);
    expect(by('change', 'asc')).toEqual(['DOGE', 'US500', 'BTC']);
    expect(by('price', 'desc')).toEqual(['BTC', 'US500', 'DOGE']);
    expect(by('name', 'asc')).toEqual(['BTC', 'DOGE', 'US500']);
    const twins = [
      MARKETS[0]!,
      { ...MARKETS[1]!, stats: { ...MARKETS[1]!.stats, volume_24h: 1_234_000_000 } },
    ];
    expect(sortMarkets(twins, { key: 'volume', direction: 'desc' }).map((m) => m.ticker)).toEqual([
      'BTC',
      'DOGE',
    ]);
  });

  it('flips the direction on the same column and starts another with its natural one', () => {
    expect(nextSort({ key: 'volume', direction: 'desc' }, 'volume')).toEqual({
      key: 'volume',
      direction: 'asc',
    });
    expect(nextSort({ key: 'volume', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'change')).toEqual({
      key: 'change',
      direction: 'desc',
    });
  });
});

describe('/trading/all', () => {
  it('lists every market with its price at its decimals, change, range and volume, busiest first', async () => {
    await renderAt(<MarketsListPage />, '/trading/all');
    await screen.findByRole('link', { name: 'Trade BTC' });
    expect(rowTickers()).toEqual(['BTC', 'US500', 'DOGE']);
    const btc = rowOf('BTC');
    expect(within(btc).getByText('64,210.50')).toBeTruthy();
    expect(within(btc).getByText('+1.25%').getAttribute('data-tone')).toBe('up');
    expect(within(btc).getByText('65,000.00')).toBeTruthy();
    expect(within(btc).getByText('63,100.25')).toBeTruthy();
    expect(within(btc).getAllByText('$1.23B').length).toBeGreaterThan(0);
    expect(within(btc).getByRole('link', { name: /^BTC/ }).getAttribute('href')).toBe('/trading/BTC');
    expect(within(rowOf('DOGE')).getByText('0.12346')).toBeTruthy();
    expect(within(rowOf('DOGE')).getByText('-3.40%').getAttribute('data-tone')).toBe('down');
    // No change is shown green (community.md §2: green at 0 or more).
    expect(within(rowOf('US500')).getByText('+0.00%').getAttribute('data-tone')).toBe('up');
  });

  it('moves the prices with the trading server’s ticks', async () => {
    await renderAt(<MarketsListPage />, '/trading/all');
    await screen.findByRole('link', { name: 'Trade BTC' });
    expect(
      fake.emit(TRADING_CHANNEL, TRADING_EVENTS.price, tick(2_000, { BTC: 64_300.125, DOGE: 0.1 })),
    ).toBe(true);
    expect(within(rowOf('BTC')).getByText('64,300.13')).toBeTruthy();
    expect(within(rowOf('DOGE')).getByText('0.10000')).toBeTruthy();
  });

  it('sorts by a column header, and says so to assistive technology', async () => {
    await renderAt(<MarketsListPage />, '/trading/all');
    await screen.findByRole('link', { name: 'Trade BTC' });
    fireEvent.click(screen.getByRole('button', { name: /24h change/ }));
    const header = screen.getByRole('columnheader', { name: /24h change/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(rowTickers()).toEqual(['BTC', 'US500', 'DOGE']);
    fireEvent.click(screen.getByRole('button', { name: /24h change/ }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(rowTickers()).toEqual(['DOGE', 'US500', 'BTC']);
  });

  it('narrows to indices or crypto', async () => {
    await renderAt(<MarketsListPage />, '/trading/all');
    await screen.findByRole('link', { name: 'Trade BTC' });
    fireEvent.click(screen.getByRole('tab', { name: 'Indices' }));
    expect(rowTickers()).toEqual(['US500']);
    fireEvent.click(screen.getByRole('tab', { name: 'Crypto' }));
    expect(rowTickers()).toEqual(['BTC', 'DOGE']);
  });

  it('shows loading, then the server’s refusal with a retry that loads the list', async () => {
    const answer = deferred<never>();
    fake.requestHandlers.set(TICKERS, () => answer.promise);
    await renderAt(<MarketsListPage />, '/trading/all');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    answer.reject(new ApiError(500, { code: 500, message: 'Markets are closed for maintenance' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('maintenance'),
    );
    fake.requestHandlers.set(TICKERS, () => MARKETS);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Trade BTC' })).toBeTruthy();
  });

  it('says so when there is no market', async () => {
    fake.requestHandlers.set(TICKERS, () => []);
    await renderAt(<MarketsListPage />, '/trading/all');
    expect(await screen.findByText('No markets to show.')).toBeTruthy();
  });

  it('opens the ROI calculator from its button', async () => {
    const { useCalculator } = await import('../../../src/app/features/trading/calculator');
    await renderAt(<MarketsListPage />, '/trading/all');
    fireEvent.click(screen.getByRole('button', { name: 'ROI calculator' }));
    expect(useCalculator.getState().open).toBe(true);
    useCalculator.setState({ open: false });
  });
});

describe('the home Futures row', () => {
  it('has a tile per market: ticker, change, price, volume and the leverage label, live', async () => {
    await renderAt(<FuturesRow />);
    const tile = await screen.findByRole('link', { name: /^BTC/ });
    expect(tile.getAttribute('href')).toBe('/trading/BTC');
    expect(tile.textContent).toBe('BTC64,210.50+1.25%Vol $1.23BLeverage: 1000x');
    expect(screen.getByRole('link', { name: /^DOGE/ }).textContent).toContain('-3.40%');
    expect(
      within(screen.getByRole('link', { name: /^DOGE/ }))
        .getByText('-3.40%')
        .getAttribute('data-tone'),
    ).toBe('down');
    expect(screen.getByRole('link', { name: 'See all Futures' }).textContent).toBe('3See all');
    fake.emit(TRADING_CHANNEL, TRADING_EVENTS.price, tick(2_000, { BTC: 64_199.999 }));
    expect(tile.textContent).toContain('64,200.00');
  });

  it('lets the trading feed go when it leaves the page', async () => {
    const { unmount } = await renderAt(<FuturesRow />);
    await screen.findByRole('link', { name: /^BTC/ });
    expect(fake.listenerCount()).toBe(1);
    unmount();
    expect(fake.listenerCount()).toBe(0);
  });
});
