/** A provider wallet that keeps balances in memory, for the table's tests (the seam's own is tested there). */
import type { LiveWallet } from '../../../src/sim/domains/provider/live/wallet';
import { ProviderFailure } from '../../../src/sim/domains/provider/methods';

export interface FakeWallet extends LiveWallet {
  balances: Map<string, number>;
  calls: { action: 'bet' | 'win' | 'refund'; user: string; round: string; amount: number }[];
}

export function fakeWallet(start: Record<string, number>): FakeWallet {
  const balances = new Map(Object.entries(start));
  const bets = new Map<string, number>();
  const calls: FakeWallet['calls'] = [];
  let id = 0;
  return {
    balances,
    calls,
    async bet(session, round, amount) {
      const balance = balances.get(session.userId) ?? 0;
      if (balance < amount) throw new ProviderFailure('INSUFFICIENT_FUNDS', 'Insufficient funds');
      balances.set(session.userId, balance - amount);
      const transactionId = `tx${(id += 1)}`;
      bets.set(transactionId, amount);
      calls.push({ action: 'bet', user: session.userId, round, amount });
      return { transactionId };
    },
    async win(session, round, amount) {
      balances.set(session.userId, (balances.get(session.userId) ?? 0) + amount);
      calls.push({ action: 'win', user: session.userId, round, amount });
    },
    async refund(session, round, transactionId) {
      const amount = bets.get(transactionId) ?? 0;
      balances.set(session.userId, (balances.get(session.userId) ?? 0) + amount);
      calls.push({ action: 'refund', user: session.userId, round, amount });
    },
  };
}
