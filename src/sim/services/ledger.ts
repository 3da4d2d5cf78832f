/**
 * The ledger rule (ARCHITECTURE.md): every change of money is a ledger row written in the same transaction
 * as the balance it changes and the record that caused it. Balance = sum of ledger rows; never negative.
 */
import type { Table } from 'dexie';
import {
  USER_EVENTS,
  fromMinor,
  userChannel,
  type BalanceModification,
  type BalancePair,
} from '@contract/index';
import type { Broadcaster } from './broadcaster';
import type { SimClock } from './clock';
import type { BalanceKind, BalanceRecord, SimDb } from './db';

export interface BalanceChange {
  userId: string;
  currency: string;
  kind: BalanceKind;
  /** Signed integer minor units. */
  delta: number;
  reason: string;
  ref: string;
}

export class InsufficientFunds extends Error {}

/** What a money transaction's work may do with balances. */
export interface MoneyTx {
  apply(change: BalanceChange): PromiseLike<BalanceRecord>;
  /** Runs `effect` once the transaction committed (a realtime event about what it wrote); never if it failed. */
  after(effect: () => void): void;
}

export class Ledger {
  constructor(
    private readonly db: SimDb,
    private readonly clock: SimClock,
    private readonly broadcaster: Broadcaster,
    private readonly decimalsOf: (currency: string) => number,
  ) {}

  /**
   * Runs `work` in one read-write transaction over balances, ledger and the given tables of the records that
   * cause the changes; the BalanceModification events go out only after the transaction committed.
   */
  async transact<T>(tables: Table[], work: (tx: MoneyTx) => Promise<T>): Promise<T> {
    const applied: Array<{ change: BalanceChange; after: BalanceRecord }> = [];
    const effects: Array<() => void> = [];
    const scope: Table[] = [this.db.balances, this.db.ledger, ...tables];
    const result = await this.db.transaction('rw', scope, () =>
      work({
        apply: (change) =>
          this.applyInTransaction(change).then((after) => {
            applied.push({ change, after });
            return after;
          }),
        after: (effect) => void effects.push(effect),
      }),
    );
    for (const { change } of applied) await this.announce(change);
    for (const effect of effects) effect();
    return result;
  }

  /**
   * Chained on Dexie's own promises, not native async functions: IndexedDB commits a transaction as soon as
   * it has no pending request, and native promise hops between two requests can let that happen.
   */
  private applyInTransaction(change: BalanceChange): PromiseLike<BalanceRecord> {
    const { userId, currency, kind, delta } = change;
    if (!Number.isSafeInteger(delta) || delta === 0) throw new RangeError(`Not a money change: ${delta}`);
    return this.balance(userId, currency, kind).then((current) => {
      const amount = (current?.amount ?? 0) + delta;
      if (!Number.isSafeInteger(amount)) throw new RangeError('Balance out of range');
      if (amount < 0) throw new InsufficientFunds();
      const next: BalanceRecord = { userId, currency, kind, amount };
      return this.db.balances
        .put(next)
        .then(() => this.db.ledger.add({ ...change, balanceAfter: amount, at: this.clock.now() }))
        .then(() => next);
    });
  }

  balance(userId: string, currency: string, kind: BalanceKind): Promise<BalanceRecord | undefined> {
    return this.db.balances.get([userId, currency, kind]);
  }

  /** Real and demo balances of one currency as wire decimals (one read: every read outside a transaction is one). */
  async pair(userId: string, currency: string): Promise<BalancePair> {
    const decimals = this.decimalsOf(currency);
    const [real, demo] = await this.db.balances.bulkGet([
      [userId, currency, 'real'],
      [userId, currency, 'demo'],
    ]);
    return { real: fromMinor(real?.amount ?? 0, decimals), demo: fromMinor(demo?.amount ?? 0, decimals) };
  }

  private async announce(change: BalanceChange): Promise<void> {
    // Bonus balances are read with POST /api/bonusBalance; their end is BonusBalanceTransferred.
    if (change.kind === 'bonus') return;
    const payload: BalanceModification = {
      currency: change.currency,
      balance: await this.pair(change.userId, change.currency),
      delta: fromMinor(change.delta, this.decimalsOf(change.currency)),
      kind: change.kind,
      reason: change.reason,
    };
    this.broadcaster.emit(userChannel(change.userId), USER_EVENTS.balanceModification, payload);
  }
}
