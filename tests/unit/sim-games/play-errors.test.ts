/**
 * Play's validation codes (platform.md §8), each on its own and in the spec's order, and the rule that a
 * refused Play writes nothing: no bet, no ledger row, no open game, the same balance.
 */
import { describe, expect, it } from 'vitest';
import { CODES, HTTP, MESSAGES, PLAY_ERRORS } from '@contract/index';
import {
  balanceMinor,
  errorOf,
  keno,
  limbo,
  mines,
  play,
  rowCounts,
  table,
  withInHouse,
  withPriceEur,
  type Reply,
} from './helpers';

type Code = keyof typeof PLAY_ERRORS;

async function expectRefused(
  t: Awaited<ReturnType<typeof table>>,
  send: () => Promise<Reply<unknown>>,
  code: Code,
  message?: string,
) {
  const before = await rowCounts(t.world);
  const balance = await balanceMinor(t.world, t.userId, 'usdt');
  const reply = await send();
  expect(errorOf(reply)).toEqual({ code: Number(code), message: message ?? PLAY_ERRORS[code] });
  expect(reply.status).toBe(code === '-2' ? HTTP.unauthorized : HTTP.badRequest);
  expect(await rowCounts(t.world)).toEqual(before);
  expect(await balanceMinor(t.world, t.userId, 'usdt')).toBe(balance);
  return reply;
}

describe('Play validation codes', () => {
  it('-99 when in-house games are disabled by the licence, before anything else', async () => {
    const t = await table();
    await withInHouse({ enabled: false }, async () => {
      await expectRefused(t, () => play(t.world, t.token, limbo(1)), '-99');
      await expectRefused(t, () => play(t.world, t.token, { api_id: 'dice' }), '-99');
      await expectRefused(t, () => play(t.world, null, limbo(1)), '-99');
    });
    expect((await play(t.world, t.token, limbo(1))).status).toBe(200);
  });

  it('-3 for an unknown or missing game', async () => {
    const t = await table();
    for (const apiId of ['dice', '', '__proto__', 'toString', 42, null, undefined]) {
      await expectRefused(t, () => play(t.world, t.token, { ...limbo(1), api_id: apiId }), '-3');
    }
    await expectRefused(t, () => play(t.world, t.token, null), '-3');
    await expectRefused(t, () => play(t.world, t.token, 'Play'), '-3');
  });

  it('-5 for a game the licence switched off, other games still play', async () => {
    const t = await table();
    await withInHouse({ disabledGames: ['limbo'] }, async () => {
      await expectRefused(t, () => play(t.world, t.token, limbo(1)), '-5');
      expect((await play(t.world, t.token, keno(1))).status).toBe(200);
    });
  });

  it('-7 for demo bets (a guest always plays demo) when the licence disables them', async () => {
    const t = await table();
    await withInHouse({ demoBets: false }, async () => {
      await expectRefused(t, () => play(t.world, null, limbo(1, 2, { demo: true })), '-7');
      await expectRefused(t, () => play(t.world, null, limbo(1, 2, { demo: false })), '-7');
      await expectRefused(t, () => play(t.world, t.token, limbo(1, 2, { demo: true })), '-7');
      expect((await play(t.world, t.token, limbo(1, 2, { demo: false }))).status).toBe(200);
    });
  });

  it('-2 (401) for a guest asking for real money', async () => {
    const t = await table();
    await expectRefused(t, () => play(t.world, null, limbo(1)), '-2');
    // A token that is no session is refused at the door, as on every private route (401, not a guest's -2).
    const before = await rowCounts(t.world);
    const forged = await play(t.world, 'forged-token', limbo(1));
    expect(forged.status).toBe(HTTP.unauthorized);
    expect(errorOf(forged)).toEqual({ code: CODES.unauthenticated, message: MESSAGES.unauthenticated });
    expect(await rowCounts(t.world)).toEqual(before);
  });

  it('-4 for a demo flag that is not a boolean (absent too): never a real-money bet', async () => {
    const t = await table();
    for (const demo of ['true', 1, 'false', 0, null, {}, [true]]) {
      await expectRefused(t, () => play(t.world, t.token, { ...limbo(1), demo }), '-4');
      await expectRefused(t, () => play(t.world, null, { ...limbo(1), demo }), '-4');
    }
    const { demo: _absent, ...withoutDemo } = limbo(1);
    await expectRefused(t, () => play(t.world, t.token, withoutDemo), '-4');
    expect((await play(t.world, null, limbo(1, 2, { demo: true }))).status).toBe(HTTP.ok);
  });

  it('-4 for a wager that is not a non-negative amount at the currency precision, or bad data', async () => {
    const t = await table();
    for (const bet of [Number.NaN, Infinity, -1, -0.01, 0.001, '1e400', 'abc', null, undefined, {}, [1]]) {
      await expectRefused(t, () => play(t.world, t.token, { ...limbo(1), bet }), '-4');
    }
    await expectRefused(t, () => play(t.world, t.token, limbo(0.000000001, 2, { currency: 'btc' })), '-4');
    for (const currency of ['xyz', '', 42, null]) {
      await expectRefused(t, () => play(t.world, t.token, { ...limbo(1), currency }), '-4');
    }
    await expectRefused(t, () => play(t.world, t.token, limbo(1, 0.5)), '-4');
    await expectRefused(t, () => play(t.world, t.token, limbo(1, 2_000_000)), '-4');
    await expectRefused(t, () => play(t.world, t.token, { ...limbo(1), data: null }), '-4');
    await expectRefused(t, () => play(t.world, t.token, keno(1, [])), '-4');
    await expectRefused(t, () => play(t.world, t.token, keno(1, [1, 1])), '-4');
    await expectRefused(t, () => play(t.world, t.token, keno(1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])), '-4');
    await expectRefused(t, () => play(t.world, t.token, keno(1, [40])), '-4');
    await expectRefused(t, () => play(t.world, t.token, mines(1, 0)), '-4');
    await expectRefused(t, () => play(t.world, t.token, mines(1, 25)), '-4');
    await expectRefused(t, () => play(t.world, t.token, mines(1, 2.5)), '-4');
  });

  it('-4 with its own text when the balance is too small, and nothing is written', async () => {
    const t = await table();
    await withInHouse({ maxBetEur: null }, async () => {
      await expectRefused(t, () => play(t.world, t.token, limbo(500.01)), '-4', 'Not enough balance');
      await expectRefused(
        t,
        () => play(t.world, t.token, limbo(1, 2, { currency: 'ltc' })),
        '-4',
        'Not enough balance',
      );
      await expectRefused(
        t,
        () => play(t.world, t.token, limbo(1, 2, { demo: true })),
        '-4',
        'Not enough balance',
      );
      await expectRefused(t, () => play(t.world, t.token, mines(501)), '-4', 'Not enough balance');
      // The whole balance is fine.
      expect((await play(t.world, t.token, limbo(500))).status).toBe(200);
    });
  });

  it('an engine refusal inside the transaction rolls everything back, even the first seed pair', async () => {
    const t = await table();
    const { db } = await t.world.sim.context();
    expect(await db.seedPairs.count()).toBe(0);
    // Roulette chips that do not add up to the wager pass the data check and are refused by play itself,
    // inside the transaction, after the player's first seed pairs were written.
    const request = {
      api_id: 'roulette',
      bet: 2,
      demo: false,
      currency: 'usdt',
      quick: true,
      data: { bets: [{ type: 'red', amount: 1 }] },
    };
    await expectRefused(t, () => play(t.world, t.token, request), '-4');
    expect(await db.seedPairs.count()).toBe(0);
    const fixed = {
      ...request,
      data: {
        bets: [
          { type: 'red', amount: 1 },
          { type: 'straight', value: 17, amount: 1 },
        ],
      },
    };
    expect((await play(t.world, t.token, fixed)).status).toBe(200);
    expect(await db.seedPairs.count()).toBe(2);
  });

  it('-1 below the minimum: 0.01 at 2 decimals, 1e-8 at 8 decimals', async () => {
    const t = await table();
    await expectRefused(t, () => play(t.world, t.token, limbo(0)), '-1');
    await expectRefused(t, () => play(t.world, t.token, limbo(0, 2, { currency: 'btc' })), '-1');
    expect((await play(t.world, t.token, limbo(0.01))).status).toBe(200);
    expect((await play(t.world, t.token, limbo(0.00000001, 2, { currency: 'btc' }))).status).toBe(200);
  });

  it('-9 above 20 EUR when the licence sets a max bet, converted at the EUR price', async () => {
    const t = await table();
    // usdt at 0.92 EUR: 20 EUR is 21.739... usdt, so 21.73 is the max.
    await expectRefused(t, () => play(t.world, t.token, limbo(21.74)), '-9');
    expect((await play(t.world, t.token, limbo(21.73))).status).toBe(200);
    // btc at 62,140.10 EUR: 0.00032185 btc is the max.
    await expectRefused(t, () => play(t.world, t.token, limbo(0.00032186, 2, { currency: 'btc' })), '-9');
    expect((await play(t.world, t.token, limbo(0.00032185, 2, { currency: 'btc' }))).status).toBe(200);
    await withInHouse({ maxBetEur: null }, async () => {
      expect((await play(t.world, t.token, limbo(100))).status).toBe(200);
    });
  });

  it('-10 when the max bet applies and the currency has no EUR price', async () => {
    const t = await table();
    await withPriceEur('usdt', 0, async () => {
      await expectRefused(t, () => play(t.world, t.token, limbo(1)), '-10');
      await withInHouse({ maxBetEur: null }, async () => {
        expect((await play(t.world, t.token, limbo(1))).status).toBe(200);
      });
    });
  });

  it('-6 while an extended game is open, for every game', async () => {
    const t = await table();
    const open = await play(t.world, t.token, mines(1));
    expect(open.body.game.status).toBe('in-progress');
    await expectRefused(t, () => play(t.world, t.token, limbo(1)), '-6');
    await expectRefused(t, () => play(t.world, t.token, mines(1)), '-6');
  });

  it('follows the spec order when several checks fail', async () => {
    const t = await table();
    await withInHouse({ disabledGames: ['limbo'], demoBets: false }, async () => {
      // -3 before -5 and -7; -5 before -7 and -4; -7 before -2.
      await expectRefused(t, () => play(t.world, null, { ...limbo(-1), api_id: 'dice' }), '-3');
      await expectRefused(t, () => play(t.world, null, limbo(-1)), '-5');
      await expectRefused(t, () => play(t.world, null, keno(-1, [], { demo: false })), '-7');
    });
    // -2 before -4; -4 before -1; -1 before -9.
    await expectRefused(t, () => play(t.world, null, limbo(-1)), '-2');
    await expectRefused(t, () => play(t.world, t.token, limbo(0, 0.5)), '-4');
    await expectRefused(t, () => play(t.world, t.token, limbo(0)), '-1');
    // -9 before -6 and the balance.
    const open = await play(t.world, t.token, mines(1));
    expect(open.status).toBe(200);
    await expectRefused(t, () => play(t.world, t.token, limbo(10_000)), '-9');
    await expectRefused(t, () => play(t.world, t.token, limbo(1)), '-6');
  });
});
