/**
 * Opening a position (POST /api/trading/open): a signed-in player stakes real or demo balance (the bonus
 * balance never: futures do not accept it, community.md §9). Checks in order: the market, the currency and
 * the wager's precision, the multiplier (a whole number from 1 to 1000, operator choice), the wager in US
 * dollars at the price now (TRADING.minWagerUsd..maxWagerUsd), the levels against the entry (the market's
 * price now), the open positions (at most TRADING.maxOpenPositions) and the balance. Then one ledger
 * transaction debits the wager (reason 'trade_wager') and writes the position; a refusal writes nothing.
 */
import { fromMinor, toMinor } from '@contract/index';
import { TRADING, type FuturesPosition } from '@contract/trading';
import { bustPrice } from '@contract/trading-math';
import { openPositionBodySchema } from '@contract/trading-schemas';
import type { PositionRecord, UserRecord } from '../../services/db';
import { InsufficientFunds } from '../../services/ledger';
import { parseBody } from '../../services/validation';
import { announcePosition } from './announce';
import { checkLevels } from './checks';
import type { Desk } from './desk';
import { invalidField, tradingError } from './errors';
import { positionOf } from './records';

export const WAGER_REASON = 'trade_wager';

const cents = (usd: number) => Math.round(usd * 100) / 100;

const openCount = (desk: Desk, userId: string) =>
  desk.ctx.db.positions.where('[userId+status]').equals([userId, 'open']).count();

export async function openPosition(desk: Desk, user: UserRecord, raw: unknown): Promise<FuturesPosition> {
  const { ctx, markets } = desk;
  const body = parseBody(openPositionBodySchema, raw);
  const market = markets.find(body.ticker);
  if (!market) throw tradingError('unknownTicker');
  const currency = ctx.prices.currency(body.currency);
  if (!currency) throw invalidField('currency', 'Unknown currency');
  const wager = toMinor(body.wager, currency.decimals);
  if (wager === null || wager <= 0) throw invalidField('wager', 'Invalid wager');
  if (!Number.isInteger(body.multiplier)) throw tradingError('invalidMultiplier');

  const usd = fromMinor(wager, currency.decimals) * currency.price;
  if (!(usd >= TRADING.minWagerUsd)) throw tradingError('wagerTooSmall');
  if (usd > TRADING.maxWagerUsd) throw tradingError('wagerTooLarge');

  const now = ctx.clock.now();
  const direction = body.direction;
  const entryPrice = markets.priceAt(market.ticker, now);
  const bust = bustPrice(entryPrice, body.multiplier, direction);
  const levels = { takeProfit: body.takeProfit ?? null, stopLoss: body.stopLoss ?? null };
  checkLevels(entryPrice, bust, direction, levels);
  const kind = body.demo ? 'demo' : 'real';
  const balance = await ctx.ledger.balance(user._id, currency.id, kind);
  if ((balance?.amount ?? 0) < wager) throw tradingError('notEnoughMoney');

  const record: PositionRecord = {
    _id: ctx.newId(),
    userId: user._id,
    ticker: market.ticker,
    direction,
    currency: currency.id,
    demo: body.demo,
    wager,
    multiplier: body.multiplier,
    entryPrice,
    bustPrice: bust,
    ...levels,
    status: 'open',
    exitPrice: null,
    payout: null,
    fee: null,
    usdWager: cents(usd),
    openedAt: now,
    closedAt: null,
    lastAt: now,
  };
  const { db, ledger } = ctx;
  // The open positions are counted inside the transaction that adds one, so that the limit holds.
  try {
    const debit = { userId: user._id, currency: currency.id, kind, delta: -wager } as const;
    await ledger.transact([db.positions], (tx) =>
      openCount(desk, user._id)
        .then((count) => {
          if (count >= TRADING.maxOpenPositions) throw tradingError('tooManyPositions');
          return tx.apply({ ...debit, reason: WAGER_REASON, ref: record._id });
        })
        .then(() => db.positions.add(record)),
    );
  } catch (error) {
    throw error instanceof InsufficientFunds ? tradingError('notEnoughMoney') : error;
  }
  await announcePosition(ctx, markets, record, 'opened');
  return positionOf(record, user);
}
