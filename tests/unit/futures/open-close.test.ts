/**
 * Opening and closing positions through the routes: the wager is debited and the payout credited by ledger
 * rows in the same transaction as the position (balance = sum of the ledger), the payout follows trading-math
 * with the licence's fee, every refusal leaves balances and positions as they were, and the lists answer the
 * contract's shapes.
 */
import { describe, expect, it } from 'vitest';
import { TRADING_ANSWER_SCHEMAS } from '@contract/answers';
import {
  TRADING,
  TRADING_ERRORS,
  tradingSettingsOf,
  type FuturesPosition,
  type PublicTrade,
} from '@contract/trading';
import { netProfit } from '@contract/trading-math';
import { LICENCE } from '../../../src/sim/context';
import { errorBody } from '../sim/world';
import {
  FUNDS,
  balanceOf,
  futuresWorld,
  ledgerProblems,
  openAs,
  openBody,
  pass,
  positionOf,
  register,
} from './helpers';

const check = (route: keyof typeof TRADING_ANSWER_SCHEMAS, body: unknown) =>
  TRADING_ANSWER_SCHEMAS[route]!.parse(body);

describe('opening a position', () => {
  it('debits the wager with a trade_wager row and stores the position at the price now', async () => {
    const { world, ctx, player } = await futuresWorld('open-debit');
    const position = positionOf(
      await openAs(world, player, { wager: 12.5, multiplier: 50, direction: 'down' }),
    );
    check('POST /api/trading/open', position);
    expect(position).toMatchObject({
      ticker: 'BTC',
      direction: 'down',
      wager: 12.5,
      currency: 'usdt',
      demo: false,
      multiplier: 50,
      entryPrice: 50_000,
      bustPrice: 51_000,
      status: 'open',
      profit: null,
      usdWager: 12.5,
      user: { _id: player.user._id, name: player.login },
    });
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 1_250);
    const rows = await ctx.db.ledger.where('ref').equals(position._id).toArray();
    expect(rows.map(({ reason, delta }) => ({ reason, delta }))).toEqual([
      { reason: 'trade_wager', delta: -1_250 },
    ]);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('pays from the demo balance when asked, leaving the real one alone', async () => {
    const { world, player } = await futuresWorld('open-demo');
    positionOf(await openAs(world, player, { demo: true, wager: 20 }));
    expect(await balanceOf(world, player.user._id, 'demo')).toBe(FUNDS - 2_000);
    expect(await balanceOf(world, player.user._id, 'real')).toBe(FUNDS);
  });

  it.each([
    ['an unknown market', { ticker: 'NOPE' }, 404, TRADING_ERRORS.unknownTicker.message],
    ['a wager under the minimum', { wager: 0.09 }, 400, TRADING_ERRORS.wagerTooSmall.message],
    ['a wager over the maximum', { wager: 10_001 }, 400, TRADING_ERRORS.wagerTooLarge.message],
    ['a multiplier that is not whole', { multiplier: 12.5 }, 400, TRADING_ERRORS.invalidMultiplier.message],
    ['a multiplier over 1000', { multiplier: 1001 }, 422, null],
    [
      'a take profit below a long entry',
      { takeProfit: 49_000 },
      400,
      TRADING_ERRORS.invalidTakeProfit.message,
    ],
    [
      'a take profit above a short entry',
      { direction: 'down', takeProfit: 50_001 },
      400,
      TRADING_ERRORS.invalidTakeProfit.message,
    ],
    ['a stop loss past the bust price', { stopLoss: 49_400 }, 400, TRADING_ERRORS.invalidStopLoss.message],
    ['a stop loss beyond a long entry', { stopLoss: 50_100 }, 400, TRADING_ERRORS.invalidStopLoss.message],
    [
      'a short stop loss below the entry',
      { direction: 'down', stopLoss: 49_900 },
      400,
      TRADING_ERRORS.invalidStopLoss.message,
    ],
    ['more than the balance', { wager: 1_000.01 }, 400, TRADING_ERRORS.notEnoughMoney.message],
    ['an unknown currency', { currency: 'xyz' }, 422, 'Unknown currency'],
    ['more decimals than the currency has', { wager: 10.001 }, 422, 'Invalid wager'],
  ] as const)('refuses %s and changes nothing', async (_, patch, status, message) => {
    const { world, ctx, player } = await futuresWorld('open-refusals');
    const ledgerBefore = await ctx.db.ledger.count();
    const reply = await openAs(world, player, patch as Partial<ReturnType<typeof openBody>>);
    expect(reply.status).toBe(status);
    if (message) expect(errorBody(reply).message).toBe(message);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS);
    expect(await ctx.db.positions.count()).toBe(0);
    expect(await ctx.db.ledger.count()).toBe(ledgerBefore);
  });

  it('refuses guests, and a player past the most open positions', async () => {
    const { world, ctx, player } = await futuresWorld('open-limit');
    expect((await world.call('POST', '/api/trading/open', openBody(), null)).status).toBe(401);
    for (let index = 0; index < TRADING.maxOpenPositions; index += 1) {
      positionOf(await openAs(world, player, { wager: 1, multiplier: 2 }));
    }
    const reply = await openAs(world, player, { wager: 1, multiplier: 2 });
    expect(reply.status).toBe(400);
    expect(errorBody(reply).message).toBe(TRADING_ERRORS.tooManyPositions.message);
    expect(await ctx.db.positions.count()).toBe(TRADING.maxOpenPositions);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 100 * TRADING.maxOpenPositions);
  });
});

describe('closing a position', () => {
  it('pays the wager plus the net result at the price now, with a trade_payout row', async () => {
    const { world, ctx, markets, player } = await futuresWorld('close-win');
    const opened = positionOf(await openAs(world, player, { wager: 10, multiplier: 100 }));
    // Up 0.5 % over a minute: +50 % ROI at 100x, less the pnl fee.
    markets.setPath('BTC', world.clock.now(), [
      [0, 50_000],
      [60_000, 50_250],
    ]);
    await pass(world, 60_000, 5_000);
    const reply = await world.call('POST', '/api/trading/close', { id: opened._id }, player.token);
    const closed = positionOf(reply);
    check('POST /api/trading/close', closed);
    const { net, fee } = netProfit(1_000, 50_000, 50_250, 100, 'up', tradingSettingsOf(LICENCE));
    expect(closed).toMatchObject({ status: 'closed', exitPrice: 50_250, profit: Math.floor(net) / 100 });
    expect(closed.fee).toBe(Math.round(fee) / 100);
    expect(closed.payoutMultiplier).toBeCloseTo((1_000 + Math.floor(net)) / 1_000, 4);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS + Math.floor(net));
    const rows = await ctx.db.ledger.where('ref').equals(opened._id).toArray();
    expect(rows.map((row) => row.reason)).toEqual(['trade_wager', 'trade_payout']);
    expect(await ledgerProblems(world)).toEqual([]);
  });

  it('returns what is left of a losing position and refuses a second close', async () => {
    const { world, markets, player } = await futuresWorld('close-loss');
    const opened = positionOf(await openAs(world, player, { wager: 10, multiplier: 10, direction: 'down' }));
    markets.setPath('BTC', world.clock.now(), [
      [0, 50_000],
      [10_000, 51_000],
    ]);
    await pass(world, 10_000, 5_000);
    const closed = positionOf(
      await world.call('POST', '/api/trading/close', { id: opened._id }, player.token),
    );
    // +2 % against a 10x short: -20 %, no fee on a loss.
    expect(closed).toMatchObject({ status: 'closed', profit: -2, fee: 0 });
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 200);
    const again = await world.call('POST', '/api/trading/close', { id: opened._id }, player.token);
    expect(again.status).toBe(400);
    expect(errorBody(again).message).toBe(TRADING_ERRORS.notOpen.message);
    expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 200);
  });

  it("takes the licence's fee mode: flat takes its share of the size even from a loss", async () => {
    const { world, markets, player } = await futuresWorld('close-flat');
    const saved = LICENCE.pluginSettings.trading;
    LICENCE.pluginSettings.trading = { pnl_fee: 0.5, max_roi: 1000, fee_mode: 'flat' };
    try {
      const opened = positionOf(await openAs(world, player, { wager: 10, multiplier: 100 }));
      markets.setPath('BTC', world.clock.now(), [
        [0, 50_000],
        [10_000, 49_900],
      ]);
      await pass(world, 10_000, 5_000);
      const closed = positionOf(
        await world.call('POST', '/api/trading/close', { id: opened._id }, player.token),
      );
      // -0.2 % at 100x: -20 % (-2), and the flat fee: 0.02 % of the size of 1 000 is 0.20.
      expect(closed).toMatchObject({ status: 'closed', fee: 0.2, profit: -2.2 });
      expect(await balanceOf(world, player.user._id)).toBe(FUNDS - 220);
    } finally {
      LICENCE.pluginSettings.trading = saved!;
    }
  });

  it("answers another player's position as unknown and leaves it open", async () => {
    const { world, ctx, player } = await futuresWorld('close-other');
    const opened = positionOf(await openAs(world, player));
    const other = await register(world);
    const reply = await world.call('POST', '/api/trading/close', { id: opened._id }, other.token);
    expect(reply.status).toBe(404);
    expect(errorBody(reply).message).toBe(TRADING_ERRORS.notYours.message);
    expect((await ctx.db.positions.get(opened._id))?.status).toBe('open');
  });
});

describe('levels and lists', () => {
  it('moves and clears the levels of an open position with the opening rules', async () => {
    const { world, player } = await futuresWorld('levels');
    const opened = positionOf(await openAs(world, player, { multiplier: 10 }));
    const moved = positionOf(
      await world.call(
        'POST',
        '/api/trading/limits',
        { id: opened._id, takeProfit: 52_000, stopLoss: 47_000 },
        player.token,
      ),
    );
    expect(moved).toMatchObject({ takeProfit: 52_000, stopLoss: 47_000 });
    const bad = await world.call(
      'POST',
      '/api/trading/limits',
      { id: opened._id, takeProfit: null, stopLoss: 44_000 },
      player.token,
    );
    expect(errorBody(bad).message).toBe(TRADING_ERRORS.invalidStopLoss.message);
    const cleared = positionOf(
      await world.call(
        'POST',
        '/api/trading/limits',
        { id: opened._id, takeProfit: null, stopLoss: null },
        player.token,
      ),
    );
    expect(cleared).toMatchObject({ takeProfit: null, stopLoss: null });
  });

  it('lists the open positions, the ended ones newest first, and the public trades', async () => {
    const { world, ctx, player } = await futuresWorld('lists');
    await ctx.db.users.update(player.user._id, { private_bets: true });
    const first = positionOf(await openAs(world, player));
    await pass(world, 2_000);
    const second = positionOf(await openAs(world, player, { ticker: 'eth' }));
    await pass(world, 2_000);
    positionOf(await openAs(world, player, { demo: true }));
    await world.call('POST', '/api/trading/close', { id: first._id }, player.token);

    const open = await world.call<FuturesPosition[]>(
      'POST',
      '/api/trading/positions',
      { status: 'open' },
      player.token,
    );
    check('POST /api/trading/positions', open.body);
    expect(open.body.map((position) => position.ticker)).toEqual(['BTC', 'ETH']);
    const ended = await world.call<FuturesPosition[]>(
      'POST',
      '/api/trading/positions',
      { status: 'closed' },
      player.token,
    );
    expect(ended.body.map((position) => position._id)).toEqual([first._id]);

    const trades = await world.call<PublicTrade[]>('POST', '/api/trading/trades', {}, null);
    check('POST /api/trading/trades', trades.body);
    // Real money only, by latest activity: the close of the first, then the second's opening.
    expect(trades.body.map((trade) => [trade._id, trade.status])).toEqual([
      [first._id, 'closed'],
      [second._id, 'open'],
    ]);
    expect(trades.body.every((trade) => trade.player === 'Hidden')).toBe(true);
    const eth = await world.call<PublicTrade[]>('POST', '/api/trading/trades', { ticker: 'ETH' }, null);
    expect(eth.body.map((trade) => trade._id)).toEqual([second._id]);
    expect((await world.call('POST', '/api/trading/trades', { ticker: 'NOPE' }, null)).status).toBe(404);
  });
});
