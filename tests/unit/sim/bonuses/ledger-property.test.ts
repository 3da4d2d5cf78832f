/**
 * Property test of the ledger rule with bonus money: random grants, wagers of every kind of game (refunds
 * included) and cancels, by two players in two currencies. After every sequence: balance = sum of ledger rows
 * for every kind, nothing negative; each player's bonus balance is the sum of their active bonuses; real plus
 * bonus is what was granted less what was cancelled; no active bonus has met its requirement.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { WagerSource } from '../../../../src/sim/domains/wagers';
import { ledgerProblems, register, startWorld, type Account } from '../world';
import { bonusBalanceProblems, bonusesOf, cancel, grant, wager } from './helpers';

const SOURCES: WagerSource[] = ['originals', 'cards', 'slots', 'live', 'poker', 'sport', 'futures'];
const CURRENCIES = ['usdt', 'btc'] as const;
/** Minor units per dollar at the fixture's opening prices (the manual clock does not move them here). */
const BTC_MINOR_PER_USD = 1e8 / 67_250.5;
const minorOf = (currency: string, usd: number) =>
  Math.max(1, Math.round(currency === 'usdt' ? usd * 100 : usd * BTC_MINOR_PER_USD));

const who = fc.integer({ min: 0, max: 1 });
const currency = fc.constantFrom(...CURRENCIES);
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    who,
    currency,
    usd: fc.double({ min: 0.01, max: 1_500, noNaN: true }),
    multiplier: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('wager' as const),
    who,
    currency,
    usd: fc.double({ min: -800, max: 2_000, noNaN: true }),
    source: fc.constantFrom(...SOURCES),
  }),
  fc.record({ kind: fc.constant('cancel' as const), who, pick: fc.nat(3), ownerOf: who }),
);

describe('the ledger with bonus money', () => {
  it('holds for random grants, wagers and cancels', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const world = await startWorld();
        const players: Account[] = [await register(world), await register(world)];
        for (const op of operations) {
          const player = players[op.who]!;
          if (op.kind === 'grant') {
            const value = minorOf(op.currency, op.usd);
            await grant(world, {
              userId: player.user._id,
              currency: op.currency,
              value,
              multiplier: op.multiplier,
            });
          } else if (op.kind === 'wager') {
            const stake = Math.round(minorOf(op.currency, Math.abs(op.usd)) * Math.sign(op.usd));
            if (stake !== 0)
              await wager(world, {
                userId: player.user._id,
                currency: op.currency,
                stake,
                source: op.source,
              });
          } else {
            // Sometimes a bonus of the other player: refused, changing nothing.
            const held = await bonusesOf(world, players[op.ownerOf]!.token);
            const target = held[op.pick % Math.max(1, held.length)]?._id ?? 'none';
            const reply = await cancel(world, player.token, target);
            expect(reply.status).toBe(op.ownerOf === op.who && target !== 'none' ? 200 : 400);
          }
        }
        expect(await ledgerProblems(world)).toEqual([]);
        expect(await bonusBalanceProblems(world)).toEqual([]);
        const { db, ledger } = await world.sim.context();
        const bonuses = await db.bonuses.toArray();
        for (const bonus of bonuses.filter(({ status }) => status === 'active'))
          expect(bonus.wageredMicroUsd).toBeLessThan(bonus.requiredMicroUsd);
        for (const player of players)
          for (const id of CURRENCIES) {
            const kept = bonuses
              .filter((bonus) => bonus.userId === player.user._id && bonus.currency === id)
              .filter(({ status }) => status !== 'cancelled')
              .reduce((sum, bonus) => sum + bonus.value, 0);
            const real = (await ledger.balance(player.user._id, id, 'real'))?.amount ?? 0;
            const bonus = (await ledger.balance(player.user._id, id, 'bonus'))?.amount ?? 0;
            expect(real + bonus).toBe(kept);
          }
        for (const player of players)
          for (const held of await bonusesOf(world, player.token))
            expect(held.frozenValue).toBeLessThanOrEqual(held.value);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
