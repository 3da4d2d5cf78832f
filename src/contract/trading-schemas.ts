/** Request schemas of the futures calls (trading-routes.ts); the sim validates with them, forms reuse them. */
import * as z from 'zod/mini';
import { CANDLES_MAX, CANDLE_INTERVALS, TRADING } from './trading';

const ticker = z.string().check(z.minLength(1), z.maxLength(20));
const price = z.nullable(z.number().check(z.positive()));
const positionId = z.string().check(z.minLength(1), z.maxLength(64));

export const candlesBodySchema = z.object({
  ticker,
  interval: z.enum(CANDLE_INTERVALS),
  to: z.optional(z.int().check(z.nonnegative())),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(CANDLES_MAX))),
});

export const tradesBodySchema = z.object({ ticker: z.optional(ticker) });

export const openPositionBodySchema = z.object({
  ticker,
  direction: z.enum(['up', 'down']),
  wager: z.number().check(z.positive()),
  currency: z.string().check(z.minLength(1), z.maxLength(10)),
  demo: z.boolean(),
  multiplier: z.number().check(z.minimum(TRADING.minMultiplier), z.maximum(TRADING.maxMultiplier)),
  takeProfit: z.optional(price),
  stopLoss: z.optional(price),
});

export const closePositionBodySchema = z.object({ id: positionId });

export const positionLimitsBodySchema = z.object({ id: positionId, takeProfit: price, stopLoss: price });

export const positionsBodySchema = z.object({ status: z.enum(['open', 'closed']) });
