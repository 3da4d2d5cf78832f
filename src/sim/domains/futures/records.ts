/**
 * Stored positions as the wire's shapes: the owner's FuturesPosition, the PublicTrade everybody sees (a private
 * player as 'Hidden', as the live feed shows them) and the wins ticker's LatestWinItem of kind 'trade'.
 */
import { fromMinor, type LatestWinItem } from '@contract/index';
import type { FuturesPosition, PublicTrade } from '@contract/trading';
import type { PriceBoard } from '../../context';
import type { PositionRecord, UserRecord } from '../../services/db';
import { feedUser, type Viewer } from '../feed/feed-user';
import { decimalsOf, multiplierOf, usdOf } from '../games/records';
import type { MarketFixture } from '../markets/model';

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** The net result (payout less wager) in minor units; null while open. */
export const netOf = (record: PositionRecord) =>
  record.payout === null ? null : record.payout - record.wager;

/** A real-money position that ended with more than its wager: a win for the wins ticker. */
export const isTradeWin = (record: PositionRecord) =>
  !record.demo && record.payout !== null && record.payout > record.wager;

export function positionOf(record: PositionRecord, owner: UserRecord | undefined): FuturesPosition {
  const decimals = decimalsOf(record.currency);
  const net = netOf(record);
  return {
    _id: record._id,
    user: { _id: record.userId, name: owner?.name ?? '' },
    ticker: record.ticker,
    direction: record.direction,
    wager: fromMinor(record.wager, decimals),
    currency: record.currency,
    demo: record.demo,
    multiplier: record.multiplier,
    entryPrice: record.entryPrice,
    bustPrice: record.bustPrice,
    takeProfit: record.takeProfit,
    stopLoss: record.stopLoss,
    status: record.status,
    exitPrice: record.exitPrice,
    profit: net === null ? null : fromMinor(net, decimals),
    fee: record.fee === null ? null : fromMinor(record.fee, decimals),
    payoutMultiplier: record.payout === null ? null : multiplierOf(record.wager, record.payout),
    usdWager: record.usdWager,
    created_at: new Date(record.openedAt).toISOString(),
    closed_at: isoOrNull(record.closedAt),
  };
}

/** Amounts in US dollars at the opening's price: a trade is worth the same in every list, like a bet. */
export function publicTradeOf(
  prices: PriceBoard,
  record: PositionRecord,
  owner: UserRecord | undefined,
): PublicTrade {
  const net = netOf(record);
  return {
    _id: record._id,
    player: feedUser(owner, record.userId, null).name,
    ticker: record.ticker,
    direction: record.direction,
    multiplier: record.multiplier,
    usdWager: record.usdWager,
    entryPrice: record.entryPrice,
    status: record.status,
    exitPrice: record.exitPrice,
    usdProfit: net === null ? null : usdOf(prices, record.currency, net, record.openedAt),
    at: record.lastAt,
  };
}

/**
 * A trade win as the wins ticker shows it: like a game's item, `profit` and `usdProfit` are what the win paid
 * (the payout), `multiplier` the payout over the wager; `game` and `name` are the market's name.
 */
export function tradeWinOf(
  prices: PriceBoard,
  record: PositionRecord,
  owner: UserRecord | undefined,
  market: MarketFixture | undefined,
  viewer: Viewer | null,
): LatestWinItem {
  const payout = record.payout ?? 0;
  const name = market?.name ?? record.ticker;
  return {
    _id: record._id,
    game: name,
    ticker: record.ticker,
    player: feedUser(owner, record.userId, viewer).name,
    multiplier: multiplierOf(record.wager, payout),
    usdProfit: usdOf(prices, record.currency, payout, record.openedAt),
    profit: fromMinor(payout, decimalsOf(record.currency)),
    currency: record.currency,
    image: market?.icon ?? '',
    kind: 'trade',
    name,
  };
}
