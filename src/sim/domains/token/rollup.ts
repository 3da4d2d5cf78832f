/**
 * The analytics' own totals, rolled up from the ledger: the house's revenue per clock hour and product, and
 * each player's wagering per week, both in millionths of a US dollar at each row's price at its time. Only
 * real money counts; demo play is no revenue.
 *
 * Why a rollup: the crowd's history folds its old ledger rows into 'carry' rows (world/population/history.ts),
 * so sums read back from the ledger would shrink. The rollup reads every row once, in id order (ids only grow),
 * from a cursor kept in the same transaction as the totals; history.ts calls it before each fold. The ledger
 * has no time index and needs none: the cursor is its primary key.
 */
import type { SimContext } from '../../context';
import type { LedgerRecord, SimDb, TokenHourRecord, TokenWagerRecord } from '../../services/db';
import { stakeMicroUsd } from '../../services/usd';
import { weekAt } from '../feed/race-week';
import { PRODUCTS, productOf, wageredBy } from './reasons';

export const HOUR_MS = 3_600_000;
const CURSOR_KEY = 'token:ledgerCursor';
/** Rows read per transaction: a long catch-up commits in steps instead of holding one huge transaction. */
const CHUNK = 2_000;

export const emptyHour = (hour: number): TokenHourRecord => ({ hour, casino: 0, futures: 0, sport: 0 });

interface Tally {
  hours: Map<number, TokenHourRecord>;
  wagers: Map<string, TokenWagerRecord>;
}

/** What a batch of rows adds to the totals (pure: the rows and the prices in, the additions out). */
export function tallyRows(rows: readonly LedgerRecord[], ctx: Pick<SimContext, 'prices'>): Tally {
  const tally: Tally = { hours: new Map(), wagers: new Map() };
  for (const row of rows) {
    if (row.kind !== 'real') continue;
    const product = productOf(row.reason);
    const wagered = wageredBy(row.reason, row.delta);
    if (!product && wagered === 0) continue;
    const priced = ctx.prices.currency(row.currency, row.at);
    if (product) {
      const hour = Math.floor(row.at / HOUR_MS);
      let entry = tally.hours.get(hour);
      if (!entry) tally.hours.set(hour, (entry = emptyHour(hour)));
      entry[product] += stakeMicroUsd(priced, -row.delta);
    }
    if (wagered !== 0) {
      const week = weekAt(row.at).startsAt;
      const key = `${week}:${row.userId}`;
      let entry = tally.wagers.get(key);
      if (!entry) tally.wagers.set(key, (entry = { week, userId: row.userId, microUsd: 0 }));
      entry.microUsd += stakeMicroUsd(priced, wagered);
    }
  }
  return tally;
}

async function addTally(db: SimDb, { hours, wagers }: Tally): Promise<void> {
  const hourRows = [...hours.values()];
  const stored = await db.tokenHours.bulkGet(hourRows.map((entry) => entry.hour));
  await db.tokenHours.bulkPut(
    hourRows.map((entry, index) => {
      const before = stored[index] ?? emptyHour(entry.hour);
      const sum = { ...before };
      for (const product of PRODUCTS) sum[product] += entry[product];
      return sum;
    }),
  );
  const wagerRows = [...wagers.values()];
  const storedWagers = await db.tokenWagers.bulkGet(wagerRows.map((entry) => [entry.week, entry.userId]));
  await db.tokenWagers.bulkPut(
    wagerRows.map((entry, index) => ({
      ...entry,
      microUsd: (storedWagers[index]?.microUsd ?? 0) + entry.microUsd,
    })),
  );
}

/** Adds every ledger row written since the last roll-up to the totals. */
export async function rollUpLedger(ctx: SimContext): Promise<void> {
  const { db } = ctx;
  // The ledger is in the write scope so that no money transaction commits a row under the cursor meanwhile.
  const scope = [db.meta, db.ledger, db.tokenHours, db.tokenWagers];
  for (;;) {
    const more = await db.transaction('rw', scope, async () => {
      const cursor = Number((await db.meta.get(CURSOR_KEY))?.value ?? 0);
      const rows = await db.ledger.where('id').above(cursor).limit(CHUNK).toArray();
      if (rows.length === 0) return false;
      await addTally(db, tallyRows(rows, ctx));
      await db.meta.put({ key: CURSOR_KEY, value: rows[rows.length - 1]!.id });
      return rows.length === CHUNK;
    });
    if (!more) return;
  }
}
