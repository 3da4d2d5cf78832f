// @vitest-environment jsdom
/**
 * The futures desk over the fake transport (the chart's canvas is replaced: jsdom draws nothing): an unknown
 * market says so; a player opens a position with the panel's values and sees it open; the sim's push of its
 * take profit moves it to Closed with a toast, without a reload; a guest's Place bet opens the sign-in; the
 * crowd's trades list and update live.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toast } from '../../../src/app/components/toast';
import { TRADING_CHANNEL, TRADING_ERRORS, TRADING_EVENTS } from '@contract/trading';
import type { OpenPositionBody } from '@contract/trading-routes';
import { ApiError, USER_EVENTS, userChannel } from '@contract/index';
import { setTransport } from '../../../src/app/api/api';
import { useAuthModal } from '../../../src/app/features/auth/auth-modal-store';
import { useMarkets } from '../../../src/app/features/trading/markets-store';
import { TradingPage } from '../../../src/app/features/trading/page/TradingPage';
import { useWallet } from '../../../src/app/features/wallet/wallet-store';
import { useAppStore } from '../../../src/app/stores/app-store';
import { makeUser } from '../auth/fakes/user';
import { currency, renderRoutes, setSession } from '../fakes/app';
import { createFakeTransport } from '../fakes/transport';
import { market, position, trade } from './fixtures';

vi.mock('../../../src/app/components/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
}));
vi.mock('../../../src/app/features/trading/chart/candle-chart', () => ({
  CandleChart: class {
    setCandles = vi.fn();
    tick = vi.fn();
    setLines = vi.fn();
    remove = vi.fn();
  },
}));

const fake = createFakeTransport();

async function openDesk(path: string) {
  const routes = [
    { path: '/trading/:ticker', element: <TradingPage /> },
    { path: '/trading', element: <TradingPage /> },
  ];
  return renderRoutes(routes, path);
}

beforeEach(() => {
  fake.reset();
  setTransport(fake.transport);
  useMarkets.setState({ tickers: [], status: 'idle', error: null, lastTickAt: 0 });
  useWallet.setState({ currencies: [currency('usdt', 2, { balance: { real: 100, demo: 1000 } })] });
  useAppStore.setState({ currency: 'usdt', demo: false, licence: null });
  useAuthModal.setState({ view: null });
  setSession(makeUser());
  fake.requestHandlers.set('POST /api/trading/tickers', () => [market()]);
  fake.requestHandlers.set('POST /api/trading/candles', () => []);
  fake.requestHandlers.set('POST /api/trading/trades', () => [trade()]);
  fake.requestHandlers.set('POST /api/trading/positions', () => []);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the futures desk', () => {
  it('an unknown market says so and points to the list of markets', async () => {
    await openDesk('/trading/NOPE');
    expect(screen.getByRole('heading', { name: 'Market not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all markets' }).getAttribute('href')).toBe('/trading/all');
  });

  it('/trading opens the default market', async () => {
    const { router } = await openDesk('/trading');
    expect(router.state.location.pathname).toBe('/trading/BTC');
    expect(screen.getByTestId('market-price').textContent).toBe('50,000.00');
  });

  it('opens a position from the panel, then the sim taking its profit moves it to Closed with a toast', async () => {
    fake.requestHandlers.set('POST /api/trading/open', (body) => {
      const order = body as OpenPositionBody;
      return position({
        wager: order.wager,
        multiplier: order.multiplier,
        takeProfit: order.takeProfit ?? null,
      });
    });
    await openDesk('/trading/btc');
    fireEvent.change(screen.getByLabelText('Wager'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '500x' }));
    expect(screen.getByTestId('bust-price').textContent).toBe('49,900.00');
    fireEvent.change(screen.getByLabelText('Take profit'), { target: { value: '50100' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    });
    expect(fake.bodiesOf('POST /api/trading/open')).toEqual([
      {
        ticker: 'BTC',
        direction: 'up',
        wager: 10,
        currency: 'usdt',
        demo: false,
        multiplier: 500,
        takeProfit: 50_100,
        stopLoss: null,
      },
    ]);
    const open = screen.getByRole('list', { name: 'Open positions' });
    expect(within(open).getByRole('listitem', { name: 'BTC Up 500x' })).toBeTruthy();

    fake.emit(
      userChannel('u1'),
      USER_EVENTS.tradingPosition,
      position({
        multiplier: 500,
        status: 'takeProfit',
        exitPrice: 50_100,
        profit: 9.85,
        closed_at: '2026-01-10T12:01:00Z',
      }),
    );
    expect(screen.queryByRole('list', { name: 'Open positions' })).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Take profit: BTC Up 500x', { description: '+9.85 USDT' });
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    const closed = within(screen.getByRole('list', { name: 'Closed positions' })).getByRole('listitem');
    expect(closed.getAttribute('data-status')).toBe('takeProfit');
    expect(within(closed).getByText('+9.85 USDT')).toBeTruthy();
    expect(within(closed).getByText('+98.50%')).toBeTruthy();
  });

  it('shows the server refusal under the button', async () => {
    fake.requestHandlers.set('POST /api/trading/open', () => {
      throw new ApiError(400, TRADING_ERRORS.tooManyPositions);
    });
    await openDesk('/trading/BTC');
    fireEvent.change(screen.getByLabelText('Wager'), { target: { value: '1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Too many open positions');
  });

  it('a guest placing a bet gets the sign-in', async () => {
    setSession(null);
    await openDesk('/trading/BTC');
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(useAuthModal.getState().view).toBe('auth');
    expect(fake.bodiesOf('POST /api/trading/open')).toEqual([]);
  });

  it('lists the crowd trades and updates one when it ends', async () => {
    await openDesk('/trading/BTC');
    const table = screen.getByRole('table');
    expect(within(table).getByText('crowd')).toBeTruthy();
    fake.emit(TRADING_CHANNEL, TRADING_EVENTS.trade, trade({ status: 'busted', usdProfit: -20 }));
    fake.emit(TRADING_CHANNEL, TRADING_EVENTS.trade, trade({ _id: 't2', player: 'Hidden', ticker: 'ETH' }));
    expect(within(table).getByText('-$20.00')).toBeTruthy();
    expect(within(table).queryByText('Hidden')).toBeNull();
  });
});
