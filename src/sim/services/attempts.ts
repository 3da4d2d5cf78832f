/**
 * Attempt limits (contract ATTEMPT_LIMITS): failures counted per key (a login, a session, an account) within a
 * window on the sim clock, and a lock once there are too many. The counters live in the world's database, each
 * change in one transaction, so that a reload or another tab of the same world sees and shares them.
 */
import type { SimClock } from './clock';
import type { AttemptRecord, SimDb } from './db';

export interface AttemptRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export interface AttemptCount {
  /** Milliseconds the key stays locked (0: not locked). */
  lockedMs: number;
  /** Failures since the last success, across windows and locks. */
  total: number;
}

export class Attempts {
  constructor(
    private readonly db: SimDb,
    private readonly clock: SimClock,
  ) {}

  /** How long the longest lock among these keys still holds (0: none). */
  async lockedFor(...keys: string[]): Promise<number> {
    const now = this.clock.now();
    const records = await this.db.attempts.bulkGet(keys);
    return Math.max(0, ...records.map((record) => (record ? record.lockedUntil - now : 0)));
  }

  /** Counts a failure; the one that reaches the rule's maximum locks the key and starts a new count. */
  async fail(key: string, rule: AttemptRule): Promise<AttemptCount> {
    const { db } = this;
    return db.transaction('rw', db.attempts, async () => {
      const now = this.clock.now();
      const stored = await db.attempts.get(key);
      const inWindow = stored && now - stored.windowStart < rule.windowMs;
      const failures = (inWindow ? stored.failures : 0) + 1;
      const locks = failures >= rule.maxFailures;
      const record: AttemptRecord = {
        key,
        failures: locks ? 0 : failures,
        windowStart: inWindow && !locks ? stored.windowStart : now,
        lockedUntil: locks ? now + rule.lockMs : (stored?.lockedUntil ?? 0),
        total: (stored?.total ?? 0) + 1,
      };
      await db.attempts.put(record);
      return { lockedMs: Math.max(0, record.lockedUntil - now), total: record.total };
    });
  }

  /** A success: the keys start afresh. */
  async clear(...keys: string[]): Promise<void> {
    await this.db.attempts.bulkDelete(keys);
  }
}

/** Whole minutes left of a lock, rounded up (a lock of 1 ms left is '1 minute'). */
export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
