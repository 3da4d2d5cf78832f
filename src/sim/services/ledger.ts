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

/** A currency's real and demo balances in minor units. */
interface MinorPair {
  real: number;
  demo: number;
}

const pairKey = ({ userId, currency }: BalanceChange) => `${userId}\u0000${currency}`;

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
    const applied: BalanceChange[] = [];
    // Each touched currency's real and demo balances as the transaction left them: what its events announce.
    const pairs = new Map<string, MinorPair>();
    const effects: Array<() => void> = [];
    const scope: Table[] = [this.db.balances, this.db.ledger, ...tables];
    const result = await this.db.transaction('rw', scope, () =>
      work({
        apply: (change) =>
          this.applyInTransaction(change, pairs).then((after) => {
            applied.push(change);
            return after;
          }),
        after: (effect) => void effects.push(effect),
      }),
    );
    for (const change of applied) this.announce(change, pairs.get(pairKey(change)));
    for (const effect of effects) effect();
    return result;
  }

  /**
   * Chained on Dexie's own promises, not native async functions: IndexedDB commits a transaction as soon as
   * it has no pending request, and native promise hops between two requests can let that happen. A real or
   * demo change reads both kinds in its one request, so that its event needs no read after the commit.
   */
  private applyInTransaction(
    change: BalanceChange,
    pairs: Map<string, MinorPair>,
  ): PromiseLike<BalanceRecord> {
    const { userId, currency, kind, delta } = change;
    if (!Number.isSafeInteger(delta) || delta === 0) throw new RangeError(`Not a money change: ${delta}`);
    const kinds: BalanceKind[] = kind === 'bonus' ? [kind] : ['real', 'demo'];
    return this.db.balances.bulkGet(kinds.map((each) => [userId, currency, each])).then((records) => {
      const amount = (records[kinds.indexOf(kind)]?.amount ?? 0) + delta;
      if (!Number.isSafeInteger(amount)) throw new RangeError('Balance out of range');
      if (amount < 0) throw new InsufficientFunds();
      const next: BalanceRecord = { userId, currency, kind, amount };
      if (kind !== 'bonus') {
        const [real, demo] = records.map((record) => record?.amount ?? 0) as [number, number];
        pairs.set(pairKey(change), { real, demo, [kind]: amount });
      }
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

  private announce(change: BalanceChange, pair: MinorPair | undefined): void {
    // Bonus balances are read with POST /api/bonusBalance; their end is BonusBalanceTransferred.
    if (change.kind === 'bonus' || !pair) return;
    const decimals = this.decimalsOf(change.currency);
    const payload: BalanceModification = {
      currency: change.currency,
      balance: { real: fromMinor(pair.real, decimals), demo: fromMinor(pair.demo, decimals) },
      delta: fromMinor(change.delta, decimals),
      kind: change.kind,
      reason: change.reason,
    };
    this.broadcaster.emit(userChannel(change.userId), USER_EVENTS.balanceModification, payload);
  }
}
