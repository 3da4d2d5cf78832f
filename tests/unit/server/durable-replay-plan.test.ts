/** The replay plan: per table, runs of puts keep only the last row per key; deletes keep their place. */
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../src/server/durable/journal-file';
import { replayPlan } from '../../../src/server/durable/replay-plan';

const put = (table: string, rows: Array<[unknown, unknown]>) => ({
  table,
  type: 'put' as const,
  keys: rows.map(([key]) => key),
  values: serialize(rows.map(([, value]) => value)),
});

describe('replayPlan', () => {
  it('keeps the last write of each key in a run, and a delete between two runs', () => {
    const entries: JournalEntry[] = [
      { seq: 1, ops: [put('balances', [[['u', 'usdt'], 1]]), put('ledger', [[1, 'a']])] },
      { seq: 2, ops: [put('balances', [[['u', 'usdt'], 2]]), put('ledger', [[2, 'b']])] },
      { seq: 3, ops: [{ table: 'ledger', type: 'delete', keys: [1] }] },
      { seq: 4, ops: [put('ledger', [[1, 'again']]), put('balances', [[['u', 'usdt'], 3]])] },
    ];
    const plan = replayPlan(entries);
    expect(plan.get('balances')).toEqual([{ type: 'put', keys: [['u', 'usdt']], values: [3] }]);
    expect(plan.get('ledger')).toEqual([
      { type: 'put', keys: [1, 2], values: ['a', 'b'] },
      { type: 'delete', keys: [1] },
      { type: 'put', keys: [1], values: ['again'] },
    ]);
  });

  it('drops the rows of a bulk write that failed (no key)', () => {
    const plan = replayPlan([
      {
        seq: 1,
        ops: [
          put('users', [
            ['a', 'A'],
            [undefined, 'refused'],
            ['b', 'B'],
          ]),
        ],
      },
    ]);
    expect(plan.get('users')).toEqual([{ type: 'put', keys: ['a', 'b'], values: ['A', 'B'] }]);
  });
});
