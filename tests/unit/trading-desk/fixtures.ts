/** Positions, trades and markets for the futures desk's tests. */
import type { FuturesPosition, MarketTicker, PublicTrade } from '@contract/trading';

export function position(patch: Partial<FuturesPosition> = {}): FuturesPosition {
  return {
    _id: 'p1',
    user: { _id: 'u1', name: 'player' },
    ticker: 'BTC',
    direction: 'up',
    wager: 10,
    currency: 'usdt',
    demo: false,
    multiplier: 100,
    entryPrice: 50_000,
    bustPrice: 49_500,
    takeProfit: null,
    stopLoss: null,
    status: 'open',
    exitPrice: null,
    profit: null,
    fee: null,
    payoutMultiplier: null,
    usdWager: 10,
    created_at: '2026-01-10T12:00:00.000Z',
    closed_at: null,
    ...patch,
  };
}

export function trade(patch: Partial<PublicTrade> = {}): PublicTrade {
  return {
    _id: 't1',
    player: 'crowd',
    ticker: 'BTC',
    direction: 'up',
    multiplier: 50,
    usdWager: 20,
    entryPrice: 50_000,
    status: 'open',
    exitPrice: null,
    usdProfit: null,
    at: 0,
    ...patch,
  };
}

export function market(patch: Partial<MarketTicker> = {}): MarketTicker {
  return {
    ticker: 'BTC',
    name: 'Bitcoin',
    kind: 'crypto',
    icon: '/markets/btc.svg',
    style: { background: '#f7931a', color: '#fff' },
    fiatDecimals: 2,
    price: { price: 50_000, at: 0 },
    stats: { change_24h: 1.5, volume_24h: 12_500_000, high_24h: 51_000, low_24h: 49_000 },
    ...patch,
  };
}
