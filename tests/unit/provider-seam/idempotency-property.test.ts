/**
 * Property: whatever order the provider sends its callbacks in, and however often it sends each again, the
 * player's balance is what each transaction id's first accepted callback made it, the answers of a replay are
 * the first answers, and the ledger stays consistent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WalletCallbackAnswer, WalletCallbackRequest } from '@contract/provider/wallet-callbacks';
import { aSlot, ledgerProblems, player, realBalance, send, session, signed } from './helpers';

type Command =
  | { action: 'bet'; tx: number; round: number; cents: number }
  | { action: 'win'; tx: number; round: number; cents: number; finished: boolean }
  | { action: 'refund'; tx: number; round: number; target: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    action: fc.constant('bet' as const),
    tx: fc.nat(7),
    round: fc.nat(2),
    cents: fc.integer({ min: 1, max: 30_000 }),
  }),
  fc.record({
    action: fc.constant('win' as const),
    tx: fc.nat(7),
    round: fc.nat(2),
    cents: fc.integer({ min: 0, max: 30_000 }),
    finished: fc.boolean(),
  }),
  fc.record({ action: fc.constant('refund' as const), tx: fc.nat(7), round: fc.nat(2), target: fc.nat(7) }),
);

interface Model {
  balance: number;
  finishedRounds: Set<number>;
  /** Accepted bets by transaction id: amount, round, refunded. */
  bets: Map<string, { cents: number; refunded: boolean }>;
}

/** What the operator must do with a callback it has not seen (the model's own wallet). */
function expected(model: Model, c: Command, txId: string): boolean {
  if (c.action === 'bet') {
    if (model.finishedRounds.has(c.round) || c.cents > model.balance) return false;
    model.balance -= c.cents;
    model.bets.set(txId, { cents: c.cents, refunded: false });
    return true;
  }
  if (c.action === 'win') {
    if (model.finishedRounds.has(c.round)) return false;
    model.balance += c.cents;
    if (c.finished) model.finishedRounds.add(c.round);
    return true;
  }
  const bet = model.bets.get(`bet-${c.target}`);
  if (bet && !bet.refunded) {
    bet.refunded = true;
    model.balance += bet.cents;
  }
  return true;
}

describe('idempotency by transaction id', () => {
  it('never pays twice, whatever is replayed', async () => {
    const slot = await aSlot();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const p = await player();
        const s = await session(p, slot.id);
        const model: Model = { balance: await realBalance(p), finishedRounds: new Set(), bets: new Map() };
        const sent = new Map<string, { request: WalletCallbackRequest; answer: WalletCallbackAnswer }>();
        for (const c of commands) {
          const txId = `${c.action}-${c.tx}`;
          const first = sent.get(txId);
          if (first) {
            // The same transaction id again: the provider resends the very same callback.
            expect(await send(p, first.request)).toEqual(first.answer);
            continue;
          }
          const request = await signed(p, s, {
            action: c.action,
            transaction_id: txId,
            round_id: `r${c.round}`,
            ...(c.action === 'refund'
              ? { bet_transaction_id: `bet-${c.target}` }
              : { amount: (c.cents / 100).toFixed(2) }),
            ...(c.action === 'win' ? { finished: c.finished ? ('1' as const) : ('0' as const) } : {}),
          });
          const accepted = expected(model, c, txId);
          const answer = await send(p, request);
          expect('error_code' in answer).toBe(!accepted);
          // Only accepted callbacks are remembered: a refused one may be sent again later as a new one.
          if (accepted) sent.set(txId, { request, answer });
        }
        expect(await realBalance(p)).toBe(model.balance);
        expect(await ledgerProblems(p.world)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
